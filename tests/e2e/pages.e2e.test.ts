import { beforeEach, describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expectNoSeriousA11yViolations } from './support/axe'
import { saveScreenshot, useBrowser } from './support/browser'
import { repoRoot } from './support/preview-server'

const pages = [
  {
    path: '/apps/dashboard/getting-started',
    heading: 'Getting Started',
    shows: 'Your setup progress',
  },
  {
    path: '/apps/settings/notification',
    heading: 'Notification',
    shows: 'Comments on my articles',
  },
  {
    path: '/apps/settings/role-permissions',
    heading: 'Roles & Permissions',
    shows: 'Manage Billing & Roles',
  },
  { path: '/access-control', heading: 'Access Control', shows: 'Only for Admin' },
  { path: '/misc/coming-soon', heading: 'We are launching soon', shows: 'Notify me' },
  { path: '/misc/not-authorized', heading: 'You are not authorized!', shows: 'Back to home' },
  { path: '/misc/maintenance', heading: 'Under Maintenance!', shows: 'Back to home' },
  { path: '/misc/error', heading: 'Page Not Found', shows: 'Back to home' },
]

describe('pages of the shell', () => {
  const browser = useBrowser()

  beforeEach(async () => {
    await browser.resetDemoData()
  })

  it.each(pages)(
    '$path shows its content from the demo server',
    async ({ path, heading, shows }) => {
      const { page, consoleErrors, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
      await page.goto(path)
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()
      await page.getByText(shows, { exact: false }).first().waitFor()
      await expectNoSeriousA11yViolations(page)
      await saveScreenshot(page, `page${path}`)
      expect(consoleErrors).toEqual([])
      expect(pageErrors).toEqual([])
    },
  )

  it('checks the email on the coming-soon page before taking it', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    await page.goto('/misc/coming-soon')
    const email = page.getByRole('textbox', { name: 'Email' })
    await email.fill('not-an-email')
    await page.getByRole('button', { name: 'Notify me' }).click()
    await page.getByText('Enter a valid email, like name@example.com').waitFor()
    expect(await email.inputValue()).toBe('not-an-email')
    await email.fill('ana@example.com')
    await page.getByRole('button', { name: 'Notify me' }).click()
    await page.getByText('Thank you! We will write to ana@example.com at launch.').waitFor()
  })

  it('ships no mock code to the browser', () => {
    const assets = join(repoRoot, 'dist', 'assets')
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(0)
    for (const file of scripts) {
      const code = readFileSync(join(assets, file), 'utf8')
      expect(code, file).not.toMatch(/\[MSW\]|mswjs|setupServer|setupWorker/)
    }
  })
})
