import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import ComponentsPage from '@/features/ui-kit/components.page'
import { Toaster } from '@/components/toaster'
import { createTestI18n, renderPage } from '../../support/test-kit'

const i18n = createTestI18n()

/** The page with the app's toaster beside it, as the shell shows it. */
const show = (path: string) =>
  renderPage(
    <>
      <ComponentsPage />
      <Toaster />
    </>,
    i18n,
    path,
  )

describe('the UI kit components', { timeout: 30_000 }, () => {
  it('lists its pages on /components, and a link opens one', async () => {
    const user = userEvent.setup()
    const { location } = show('/components')
    expect(screen.getByRole('heading', { level: 1, name: 'Components' })).toBeTruthy()
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/components/alerts',
      '/components/accordion',
      '/components/tabs',
      '/components/breadcrumbs',
      '/components/dropdowns',
      '/components/dialogs',
      '/components/pagination',
      '/components/progress',
      '/components/spinners',
      '/components/tooltips',
      '/components/toasts',
      '/components/timeline',
    ])
    await user.click(screen.getByRole('link', { name: /Tabs/ }))
    expect(location.history.at(-1)).toBe('/components/tabs')
    expect(await screen.findByRole('heading', { level: 1, name: 'Tabs' })).toBeTruthy()
  })

  it('switches tabs by click and by the arrow keys', async () => {
    const user = userEvent.setup()
    show('/components/tabs')
    const [tabs] = screen.getAllByRole('tablist')
    const home = within(tabs!).getByRole('tab', { name: 'Home' })
    const profile = within(tabs!).getByRole('tab', { name: 'Profile' })
    expect(home.getAttribute('aria-selected')).toBe('true')
    expect(screen.getByText(/The home tab's panel/)).toBeTruthy()
    await user.click(profile)
    expect(profile.getAttribute('aria-selected')).toBe('true')
    expect(home.getAttribute('aria-selected')).toBe('false')
    expect(screen.queryAllByText(/The home tab's panel/)).toHaveLength(0)
    await user.keyboard('{ArrowRight}')
    const messages = within(tabs!).getByRole('tab', { name: 'Messages' })
    expect(messages.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(messages)
    expect(screen.getAllByText(/The messages tab's panel/).length).toBeGreaterThan(0)
  })

  it('opens and closes an accordion item', async () => {
    const user = userEvent.setup()
    show('/components/accordion')
    const [question] = screen.getAllByRole('button', { name: 'Question 2' })
    expect(question!.getAttribute('aria-expanded')).toBe('false')
    await user.click(question!)
    expect(question!.getAttribute('aria-expanded')).toBe('true')
    const panel = document.getElementById(question!.getAttribute('aria-controls')!)!
    expect(panel.hidden).toBe(false)
    expect(panel.textContent).toContain('The answer to question 2')
    await user.click(question!)
    expect(panel.hidden).toBe(true)
  })

  it('opens a dialog that Escape closes, giving the focus back', async () => {
    const user = userEvent.setup()
    show('/components/dialogs')
    const open = screen.getByRole('button', { name: 'Open the dialog' })
    await user.click(open)
    const dialog = screen.getByRole('dialog', { name: 'Archive this project?' })
    expect(dialog.contains(document.activeElement)).toBe(true)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(open)
    await user.click(open)
    await user.click(screen.getByRole('button', { name: 'Archive' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByText('You archived the project.')).toBeTruthy()
  })

  it('shows a toast in the app’s toaster, and its Undo works', async () => {
    const user = userEvent.setup()
    show('/components/toasts')
    await user.click(screen.getByRole('button', { name: 'Warning toast' }))
    expect(await screen.findByText('Check this')).toBeTruthy()
    expect(screen.getAllByText('A toast from the UI kit.').length).toBeGreaterThan(0)
    await user.click(screen.getByRole('button', { name: 'Delete an item' }))
    await user.click(await screen.findByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(screen.getByText('Undone once')).toBeTruthy())
  })

  it('shows a button busy with its spinner while its work runs', async () => {
    const user = userEvent.setup()
    show('/components/spinners')
    const spinners = screen.getAllByRole('status').filter((s) => s.textContent === 'Loading…')
    expect(spinners.length).toBe(8)
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    const busy = screen.getByRole('button', { name: 'Loading…' }) as HTMLButtonElement
    expect(busy.disabled).toBe(true)
    expect(busy.getAttribute('aria-busy')).toBe('true')
    await screen.findByRole('button', { name: 'Refresh' }, { timeout: 5000 })
  })

  it('closes an alert with its button', async () => {
    const user = userEvent.setup()
    show('/components/alerts')
    expect(screen.getByText('Warning: close this alert with its button.')).toBeTruthy()
    const [close] = screen.getAllByRole('button', { name: 'Close' })
    await user.click(close!)
    expect(screen.queryByText('Primary: close this alert with its button.')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Show them again' }))
    expect(screen.getByText('Primary: close this alert with its button.')).toBeTruthy()
  })

  it('chooses an action from a dropdown menu', async () => {
    const user = userEvent.setup()
    show('/components/dropdowns')
    await user.click(screen.getByRole('button', { name: /^Actions/ }))
    const menu = screen.getByRole('menu', { name: 'Actions' })
    await user.click(within(menu).getByRole('menuitem', { name: 'Duplicate' }))
    expect(screen.queryByRole('menu')).toBeNull()
    expect(screen.getByText('You chose: Duplicate')).toBeTruthy()
  })

  it('pages through the paginator, and shows a tooltip on keyboard focus', async () => {
    const user = userEvent.setup()
    const view = show('/components/pagination')
    expect(screen.getByText('Page 1: rows 1 to 10')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: /next/i }))
    expect(screen.getByText('Page 2: rows 11 to 20')).toBeTruthy()
    view.unmount()

    show('/components/tooltips')
    const above = screen.getByRole('button', { name: 'Above' })
    const hint = document.getElementById(above.getAttribute('aria-describedby')!)!
    expect(hint.hidden).toBe(true)
    await user.tab() // the way back to the components
    await user.tab()
    expect(document.activeElement).toBe(above)
    expect(hint.hidden).toBe(false)
    expect(hint.textContent).toBe('A hint above')
    await user.keyboard('{Escape}')
    expect(hint.hidden).toBe(true)
  })

  it('shows the timeline and the progress the user starts', async () => {
    const view = show('/components/timeline')
    const timeline = screen.getByRole('list', { name: "An order's story" })
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Delivered', 'Shipped', 'Paid', 'Order placed'])
    view.unmount()
    const user = userEvent.setup()
    show('/components/progress')
    expect(
      screen.getByRole('progressbar', { name: '75 percent done' }).getAttribute('aria-valuenow'),
    ).toBe('75')
    await user.click(screen.getByRole('button', { name: 'Start the upload' }))
    expect(await screen.findByText('Upload complete', {}, { timeout: 8000 })).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'Upload' }).getAttribute('aria-valuenow')).toBe(
      '100',
    )
  })
})
