import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { saveScreenshot, useBrowser } from './support/browser'

/** Every font file the page asks for, from the moment this is called. */
function fontRequests(page: Page): string[] {
  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font' || /\.(woff2?|ttf|otf|eot)(\?|$)/.test(request.url())) {
      fonts.push(request.url())
    }
  })
  return fonts
}

/** How an icon element is drawn: its box, and the mask and colour of the glyph. */
function iconLook(icon: Locator) {
  return icon.evaluate((element) => {
    const glyph = getComputedStyle(element, '::before')
    const box = element.getBoundingClientRect()
    return {
      width: box.width,
      height: box.height,
      fontSize: parseFloat(getComputedStyle(element).fontSize),
      mask: glyph.maskImage,
      glyphColour: glyph.backgroundColor,
      textColour: getComputedStyle(element).color,
    }
  })
}

/** Whether the icon puts any pixel on screen: its area with and without it differ. */
async function paints(page: Page, icon: Locator): Promise<boolean> {
  const clip = (await icon.boundingBox())!
  const shown = await page.screenshot({ clip })
  await icon.evaluate((element) => ((element as HTMLElement).style.visibility = 'hidden'))
  const hidden = await page.screenshot({ clip })
  await icon.evaluate((element) => ((element as HTMLElement).style.visibility = ''))
  return !shown.equals(hidden)
}

/** The icons on the page whose glyph has no mask, so would show nothing. */
function blankIcons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.pi')]
      .filter((element) => getComputedStyle(element, '::before').maskImage === 'none')
      .map((element) => element.className),
  )
}

describe('icons without the icon font', () => {
  const browser = useBrowser()

  it('loads no font on the login page, and its icons paint in the text colour', async () => {
    const { page, pageErrors } = await browser.newPage()
    const fonts = fontRequests(page)
    await page.goto('/login')
    const eye = page.getByRole('button', { name: 'Show password' }).locator('.pi')
    await eye.waitFor()
    await page.waitForLoadState('networkidle')

    const look = await iconLook(eye)
    expect(look.width).toBeCloseTo(look.fontSize, 1)
    expect(look.height).toBeCloseTo(look.fontSize, 1)
    expect(look.mask).toMatch(/^url\("data:image\/svg\+xml,/)
    expect(look.glyphColour).toBe(look.textColour)
    expect(await paints(page, eye)).toBe(true)
    expect(await paints(page, page.locator('.pi-info-circle'))).toBe(true)

    // The other state's icon came with the same style sheet: nothing to wait for.
    await page.getByRole('button', { name: 'Show password' }).click()
    const slash = page
      .getByRole('button', { name: 'Show password', pressed: true })
      .locator('.pi-eye-slash')
    expect(await paints(page, slash)).toBe(true)

    expect(await blankIcons(page)).toEqual([])
    expect(fonts).toEqual([])
    expect(pageErrors).toEqual([])
  })

  it.each([
    ['/', '.dash-card'],
    ['/apps/tickets', '.mail-row'],
    ['/apps/kanban', '.kanban-task'],
    ['/apps/calendar', '.calendar-frame [data-category]'],
    ['/apps/message/whatsapp', '.contact-row'],
  ])('shows every icon of %s, with no font loaded', async (path, content) => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    const fonts = fontRequests(page)
    await page.goto(path)
    await page.locator(content).first().waitFor()
    await page.waitForLoadState('networkidle')
    expect(await page.locator('.pi').count()).toBeGreaterThan(5)
    expect(await blankIcons(page)).toEqual([])
    expect(fonts).toEqual([])
  })

  it('draws the folded menu’s icons at their size, in light and dark', async () => {
    for (const skin of ['light', 'dark']) {
      const { page } = await browser.newPage({ signedInAs: 'admin' })
      await page.addInitScript((value) => {
        localStorage.setItem('ui.menuCollapsed', 'true')
        localStorage.setItem('ui.skin', value)
      }, skin)
      await page.goto('/apps/tickets')
      const ticketsLink = page.getByRole('link', { name: 'Support Tickets' })
      const icon = ticketsLink.locator('.pi')
      await icon.waitFor()
      const look = await iconLook(icon)
      expect(look.height).toBeCloseTo(look.fontSize, 1)
      expect(look.glyphColour).toBe(look.textColour)
      expect(await paints(page, icon)).toBe(true)
      await saveScreenshot(page, `icons-menu-folded-${skin}`)
    }
  })

  it('spins an icon marked pi-spin', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    await page.goto('/apps/tickets')
    const refresh = page.getByRole('button', { name: 'Refresh tickets' }).locator('.pi')
    await refresh.waitFor()
    // Marked and read in one go: a render of the page between the two (its tickets arriving on a
    // busy machine) gives the icon back the classes React wrote.
    const animation = await refresh.evaluate((element) => {
      element.classList.add('pi-spin')
      return getComputedStyle(element).animationName
    })
    expect(animation).toBe('pi-spin')
  })

  it('shows PrimeReact’s toast with its own SVG icons', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    await page.route('**/api/bookmarks/update', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    )
    await page.goto('/')
    await page.getByRole('button', { name: 'Bookmark pages' }).click()
    await page.getByRole('button', { name: 'Bookmark Maintenance' }).click()
    const toast = page.locator('.p-toast-message-error')
    await toast.waitFor()
    // The pointer on the toast holds it open, as PrimeReact stops its 6 s timer on hover: the two
    // icons' screenshots below can take longer than that on a busy machine.
    await toast.hover()
    for (const icon of [
      toast.locator('svg.p-toast-message-icon'),
      toast.locator('.p-toast-icon-close svg'),
    ]) {
      const box = (await icon.boundingBox())!
      expect(box.width).toBeGreaterThan(8)
      expect(await paints(page, icon)).toBe(true)
    }
    await saveScreenshot(page, 'icons-toast')
  })
})
