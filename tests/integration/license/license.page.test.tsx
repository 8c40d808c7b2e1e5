import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import LicensePage from '@/features/license/license.page'
import { createTestI18n, renderPage, signedInDuringEachTest } from '../../support/test-kit'
import { refuseWith500 } from '../../support/refuse-endpoint'

const i18n = createTestI18n()
signedInDuringEachTest()

const openPage = () => renderPage(<LicensePage />, i18n, '/pages/license')

describe('License page', () => {
  it('shows who the suite is licensed to, and the plan in use with what it includes', async () => {
    openPage()
    expect(screen.getByRole('heading', { level: 1, name: 'License' })).toBeTruthy()
    const plan = screen.getByRole('region', { name: 'Your plan' })
    expect(within(plan).getByText('Licensed to John Doe (admin@demo.com)')).toBeTruthy()
    // The pricing page's free plan: the plan every account is on.
    expect(await within(plan).findByText('Basic')).toBeTruthy()
    expect(within(plan).getByText('Free forever')).toBeTruthy()
    expect(within(plan).getByText('Up to 3 team members')).toBeTruthy()
    expect(within(plan).getByRole('link', { name: 'Compare plans' }).getAttribute('href')).toBe(
      '/pages/pricing',
    )
  })

  it('shows the license terms, section by section', () => {
    openPage()
    const terms = screen.getByRole('region', { name: 'License terms' })
    const titles = within(terms)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(titles).toEqual([
      'The license',
      'Accounts and team members',
      'What is not allowed',
      'Your data',
      'Updates and support',
      'Ending the license',
      'Warranty and liability',
    ])
    expect(within(terms).getByText(/remain yours/)).toBeTruthy()
  })

  it('says when the plan could not be loaded, and shows it after Try again', async () => {
    const refusal = refuseWith500('get', '*/pricing/data')
    const user = userEvent.setup()
    openPage()
    const plan = screen.getByRole('region', { name: 'Your plan' })
    expect(await within(plan).findByText('Your plan could not be loaded')).toBeTruthy()
    // The terms do not depend on the plan: they are there all the same.
    expect(screen.getByRole('region', { name: 'License terms' })).toBeTruthy()
    refusal.heal()
    await user.click(within(plan).getByRole('button', { name: /try again/i }))
    expect(await within(plan).findByText('Basic')).toBeTruthy()
  })
})
