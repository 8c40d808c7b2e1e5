import { beforeEach, describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { expectNoSeriousA11yViolations } from './support/axe'
import { saveScreenshot, useBrowser } from './support/browser'

/**
 * The features the browsers this test process launched were told to turn off, each
 * `--disable-features` switch of each browser on its own (read from /proc: Chromium answers
 * `Browser.getBrowserCommandLine` only under --enable-automation).
 */
function disabledFeatureSwitches(): string[][][] {
  const launched = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const parent = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]
        const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
        return Number(parent) === process.pid && args[0]!.includes('chromium') ? [args] : []
      } catch {
        return [] // the process ended meanwhile
      }
    })
  return launched.map((args) =>
    args
      .filter((each) => each.startsWith('--disable-features='))
      .map((each) => each.slice('--disable-features='.length).split(',')),
  )
}

// Guards the browser harness itself, so that a failure elsewhere points at the app, not the plumbing.
describe('browser harness', () => {
  const browser = useBrowser()

  beforeEach(async () => {
    await browser.resetDemoData()
  })

  it('resets the demo data through the preview server', async () => {
    const response = await browser.resetDemoData()
    expect(response.ok).toBe(true)
  })

  // Chromium reads only the last --disable-features: a second one would turn Playwright's back on.
  it("launches Chromium with one list of features off: Playwright's and the address bar's popups", () => {
    const browsers = disabledFeatureSwitches()
    expect(browsers).toHaveLength(1)
    const [switches] = browsers
    expect(switches).toHaveLength(1)
    expect(switches![0]).toEqual(
      expect.arrayContaining([
        'PaintHolding',
        'MediaRouter',
        'WebUIOmniboxPopup',
        'WebUIOmniboxFullPopup',
        'WebUIOmniboxAimPopup',
      ]),
    )
  })

  it('serves the built app at / with a document title', async () => {
    const { page } = await browser.newPage()
    const response = await page.goto('/')
    expect(response?.ok()).toBe(true)
    expect(await page.title()).not.toBe('')
    await saveScreenshot(page, 'harness-home')
  })

  it('records console errors and uncaught exceptions of the page', async () => {
    const { page, consoleErrors, pageErrors } = await browser.newPage()
    await page.setContent('<title>errors</title>')
    await page.evaluate(() => {
      console.error('logged on purpose')
      setTimeout(() => {
        throw new Error('thrown on purpose')
      })
    })
    await expect.poll(() => pageErrors.map((error) => error.message)).toEqual(['thrown on purpose'])
    expect(consoleErrors).toEqual([expect.stringContaining('logged on purpose')])
  })

  it('fails the accessibility check on a serious violation', async () => {
    const { page } = await browser.newPage()
    await page.setContent(
      '<html lang="en"><title>a11y</title><main><img src="x.png"></main></html>',
    )
    await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(/critical\] image-alt/)
  })

  it('fails the accessibility check on text too faint to read', async () => {
    const { page } = await browser.newPage()
    await page.setContent(
      '<html lang="en"><title>a11y</title><main><h1>Fine</h1>' +
        '<p style="color:#bbb;background:#fff">Faint grey on white</p></main></html>',
    )
    await expect(expectNoSeriousA11yViolations(page)).rejects.toThrow(/serious\] color-contrast/)
  })
})
