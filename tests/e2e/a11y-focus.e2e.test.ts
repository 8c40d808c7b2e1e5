import { mkdir } from 'node:fs/promises'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { screenshotFolder, useBrowser } from './support/browser'
import { openKanban } from './support/kanban'
import { ticketsPath } from './support/tickets'
import { openMessaging, quietIncoming } from './support/messaging'

/*
 * The keyboard's focus is always visible: Tab through a screen and, for every control it reaches,
 * the ring (outline or shadow) of the control, or of the frame that shows the focus of its input,
 * differs from how the control looks without the focus.
 */

const skinsChecked = ['light', 'dark'] as const
type Skin = (typeof skinsChecked)[number]

/** One stop of the Tab key: what got the focus and whether it showed. */
interface FocusStop {
  control: string
  shown: boolean
  focused: string
  blurred: string
}

/**
 * Looks at the control that has the focus now: its ring and that of its nearest ancestors (a
 * frame may show the focus of the input inside it), with the focus and after a blur; then gives
 * the focus back, so that the next Tab goes on from there.
 */
function inspectFocus(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return null
    const ring = () => {
      const chain: string[] = []
      for (let node: Element | null = element, depth = 0; node && depth < 4; depth += 1) {
        const style = getComputedStyle(node)
        const outline =
          style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0
            ? 'no outline'
            : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
        chain.push(`${outline}; shadow ${style.boxShadow}`)
        node = node.parentElement
      }
      return chain.join(' | ')
    }
    const label = element.id
      ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent
      : null
    const name = element.getAttribute('aria-label') || label || element.textContent || ''
    const control = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).trim().split(/\s+/).join('.')}` : ''} "${name.trim().replace(/\s+/g, ' ').slice(0, 40)}"`
    const focused = ring()
    element.blur()
    const blurred = ring()
    element.focus()
    return { control, shown: focused !== blurred, focused, blurred }
  })
}

/**
 * Presses Tab until the focus comes back to where it started (or `limit` stops), inspecting
 * every control on the way. A screen that puts the focus in a control (the chat's composer)
 * starts the walk there: past the last control the focus leaves the page once, and the walk goes
 * on from the first.
 */
async function tabThrough(page: Page, limit: number): Promise<FocusStop[]> {
  const stops: FocusStop[] = []
  const seen = new Set<string>()
  let leftThePage = false
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab')
    const id = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null
      if (!element || element === document.body) return ''
      element.dataset.tabStop ??= String(Math.random())
      return element.dataset.tabStop
    })
    if (!id && !leftThePage && seen.size > 0) {
      leftThePage = true
      continue
    }
    if (!id || seen.has(id)) break
    seen.add(id)
    const stop = await inspectFocus(page)
    if (stop) stops.push(stop)
  }
  return stops
}

/** The controls whose focus did not show, with what was measured. */
const unseen = (stops: FocusStop[]) =>
  stops.filter((stop) => !stop.shown).map((stop) => `${stop.control}: ${stop.focused}`)

/** A picture of the focused control and what is around it, for a person to look at. */
async function pictureFocus(page: Page, name: string): Promise<void> {
  const box = await page.evaluate(() => {
    const rect = document.activeElement?.getBoundingClientRect()
    return rect ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height } : null
  })
  if (!box) return
  const viewport = page.viewportSize()!
  const x = Math.max(0, box.x - 24)
  const y = Math.max(0, box.y - 24)
  await mkdir(screenshotFolder, { recursive: true })
  await page.screenshot({
    path: `${screenshotFolder}focus-${name}.png`,
    clip: {
      x,
      y,
      width: Math.min(viewport.width - x, box.width + 48),
      height: Math.min(viewport.height - y, box.height + 48),
    },
  })
}

// A walk of up to 150 Tab presses, each looked at: slow on a busy machine.
describe('the keyboard focus is always visible', { timeout: 180_000 }, () => {
  const browser = useBrowser()

  beforeEach(async () => {
    await browser.resetDemoData()
    await quietIncoming(browser.baseURL)
  })

  async function open(skin: Skin, signedIn: boolean): Promise<Page> {
    const { page } = await browser.newPage({
      ...(signedIn ? { signedInAs: 'admin' as const } : {}),
      viewport: { width: 1440, height: 900 },
    })
    await page.addInitScript((value) => localStorage.setItem('ui.skin', value), skin)
    // Transitions would be caught half-way; the focus must show at once anyway.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style')
        style.textContent = '*, *::before, *::after { transition: none !important; }'
        document.head.append(style)
      })
    })
    return page
  }

  describe.each(skinsChecked)('in the %s skin', (skin) => {
    it('on the login page', async () => {
      const page = await open(skin, false)
      await page.goto('/login')
      await page.getByLabel('Email', { exact: true }).waitFor()
      const stops = await tabThrough(page, 40)
      expect(stops.map((stop) => stop.control).join('\n')).toMatch(/button.*"Sign in"/)
      expect(unseen(stops)).toEqual([])
      await page.getByRole('button', { name: 'Sign in' }).focus()
      await pictureFocus(page, `${skin}-primary-button`)
    })

    it('on the home, its menu, navbar and customizer button', async () => {
      const page = await open(skin, true)
      await page.goto('/')
      await page.locator('.dash-card').first().waitFor()
      const stops = await tabThrough(page, 150)
      const controls = stops.map((stop) => stop.control).join('\n')
      expect(controls).toMatch(/menu-link--active/)
      expect(controls).toMatch(/customizer-launcher/)
      expect(unseen(stops)).toEqual([])

      await page.locator('.menu-link--active').focus()
      await pictureFocus(page, `${skin}-active-menu-item`)
      await page.getByRole('button', { name: 'Customize' }).focus()
      await pictureFocus(page, `${skin}-customizer-button`)
    })

    it('in a dropdown menu', async () => {
      const page = await open(skin, true)
      await page.goto('/')
      await page.locator('.dash-card').first().waitFor()
      const trigger = page.locator('.user-button')
      await trigger.focus()
      await page.keyboard.press('Enter')
      await page.keyboard.press('ArrowDown')
      const stop = await inspectFocus(page)
      expect(stop?.control).toMatch(/dropdown__item/)
      expect(stop?.shown).toBe(true)
      await pictureFocus(page, `${skin}-dropdown-item`)
    })

    it('on the kanban board', async () => {
      const page = await open(skin, true)
      await openKanban(page)
      const stops = await tabThrough(page, 150)
      const controls = stops.map((stop) => stop.control).join('\n')
      expect(controls).toMatch(/kanban-task__handle/)
      expect(controls).toMatch(/kanban-task__open/)
      expect(unseen(stops)).toEqual([])
      await page.getByRole('button', { name: 'Drag task Research FAQ page UX' }).focus()
      await pictureFocus(page, `${skin}-kanban-handle`)
    })

    it('on the tickets screen, its folders and its list', async () => {
      const page = await open(skin, true)
      await page.goto(ticketsPath)
      await page.locator('.mail-list [role="option"]').first().waitFor()
      const stops = await tabThrough(page, 150)
      const controls = stops.map((stop) => stop.control).join('\n')
      expect(controls).toMatch(/mail-list/)
      expect(unseen(stops)).toEqual([])
      await page.locator('.mail-list').focus()
      await pictureFocus(page, `${skin}-tickets-list`)
    })

    it('on the messaging screen with a chat open', async () => {
      const page = await open(skin, true)
      await openMessaging(page, 'whatsapp', 19)
      const stops = await tabThrough(page, 150)
      const controls = stops.map((stop) => stop.control).join('\n')
      expect(controls).toMatch(/contact-row/)
      expect(unseen(stops)).toEqual([])
      await page.locator('.contact-row--active').focus()
      await pictureFocus(page, `${skin}-active-chat-row`)
      await page.getByRole('textbox', { name: 'Message' }).focus()
      await pictureFocus(page, `${skin}-composer`)
    })
  })
})
