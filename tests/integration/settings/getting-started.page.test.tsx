import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import GettingStartedPage from '@/features/getting-started/getting-started.page'
import { GETTING_STARTED_KEY } from '@/features/getting-started/getting-started-progress'
import { createTestI18n, renderPage } from '../../support/test-kit'

const search = vi.hoisted(() => ({ openSearch: vi.fn() }))
vi.mock('@/services/search-trigger', () => search)

const i18n = createTestI18n()

afterEach(() => {
  search.openSearch.mockClear()
  vi.restoreAllMocks()
})

const renderGettingStarted = () =>
  renderPage(<GettingStartedPage />, i18n, '/apps/dashboard/getting-started')

const stepTitles = [
  'Pick your language and skin',
  'Bookmark the pages you use most',
  'Find anything with Ctrl+K',
  'Review notification settings',
  'Review roles and permissions',
]

const doneBox = (title: string) => screen.getByRole('checkbox', { name: `Mark as done: ${title}` })
const progressBar = () => screen.getByRole('progressbar', { name: 'Your setup progress' })
const stored = () => localStorage.getItem(GETTING_STARTED_KEY)

/** The step (list item) whose heading is the title. */
function step(title: string): HTMLElement {
  const item = screen.getByRole('heading', { name: title }).closest('li')
  if (!item) throw new Error(`no step ${title}`)
  return item
}

describe('Getting Started page', () => {
  it('lists the onboarding steps in order, none done yet', () => {
    renderGettingStarted()
    expect(screen.getByRole('heading', { level: 1, name: 'Getting Started' })).toBeTruthy()
    const headings = within(screen.getByRole('list', { name: 'Setup steps' }))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
    expect(headings).toEqual(stepTitles)
    expect(screen.getByText('0 of 5 done')).toBeTruthy()
    expect(progressBar().getAttribute('aria-valuenow')).toBe('0')
  })

  it('tells where to change the language and skin: the gear button or the user menu', () => {
    renderGettingStarted()
    const customize = step('Pick your language and skin')
    expect(within(customize).getByText('Gear button')).toBeTruthy()
    expect(within(customize).getByText('User menu → Customize')).toBeTruthy()
    expect(
      within(step('Bookmark the pages you use most')).getByText(/star in the navbar/),
    ).toBeTruthy()
  })

  it('marks a step done, moves the progress bar and remembers it in localStorage', async () => {
    const user = userEvent.setup()
    renderGettingStarted()
    await user.click(doneBox('Bookmark the pages you use most'))

    expect(screen.getByText('1 of 5 done')).toBeTruthy()
    expect(progressBar().getAttribute('aria-valuenow')).toBe('20')
    expect((doneBox('Bookmark the pages you use most') as HTMLInputElement).checked).toBe(true)
    expect(within(step('Bookmark the pages you use most')).getByText('Done')).toBeTruthy()
    expect(JSON.parse(stored() ?? 'null')).toEqual(['bookmarks'])
  })

  it('marks a done step as not done again', async () => {
    const user = userEvent.setup()
    localStorage.setItem(GETTING_STARTED_KEY, JSON.stringify(['search', 'customize']))
    renderGettingStarted()
    expect(screen.getByText('2 of 5 done')).toBeTruthy()

    await user.click(doneBox('Find anything with Ctrl+K'))
    expect(screen.getByText('1 of 5 done')).toBeTruthy()
    expect(JSON.parse(stored() ?? 'null')).toEqual(['customize'])
  })

  it('toggles a step from the keyboard', async () => {
    const user = userEvent.setup()
    renderGettingStarted()
    doneBox('Review notification settings').focus()
    await user.keyboard(' ')
    expect(screen.getByText('1 of 5 done')).toBeTruthy()
  })

  it('starts from nothing done when the stored progress is malformed', () => {
    localStorage.setItem(GETTING_STARTED_KEY, '{not json')
    renderGettingStarted()
    expect(screen.getByText('0 of 5 done')).toBeTruthy()
  })

  it('still works for the visit when storage refuses to save', async () => {
    const user = userEvent.setup()
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    renderGettingStarted()
    await user.click(doneBox('Pick your language and skin'))
    expect(screen.getByText('1 of 5 done')).toBeTruthy()
  })

  it('celebrates when every step is done and can start over', async () => {
    const user = userEvent.setup()
    localStorage.setItem(
      GETTING_STARTED_KEY,
      JSON.stringify(['customize', 'bookmarks', 'search', 'notifications']),
    )
    renderGettingStarted()
    expect(screen.queryByText(/All set!/)).toBeNull()

    await user.click(doneBox('Review roles and permissions'))
    expect(screen.getByText('5 of 5 done')).toBeTruthy()
    expect(progressBar().getAttribute('aria-valuenow')).toBe('100')
    expect(screen.getByText(/All set!/)).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Start over' }))
    expect(screen.getByText('0 of 5 done')).toBeTruthy()
    expect(JSON.parse(stored() ?? 'null')).toEqual([])
  })

  it('opens the page search from the search step', async () => {
    const user = userEvent.setup()
    renderGettingStarted()
    await user.click(screen.getByRole('button', { name: 'Open search' }))
    expect(search.openSearch).toHaveBeenCalledTimes(1)
  })

  it('links to the notification settings and to roles and permissions', async () => {
    const user = userEvent.setup()
    const { location } = renderGettingStarted()
    const notifications = screen.getByRole('link', { name: 'Open notification settings' })
    const roles = screen.getByRole('link', { name: 'Open roles & permissions' })
    expect(notifications.getAttribute('href')).toBe('/apps/settings/notification')
    expect(roles.getAttribute('href')).toBe('/apps/settings/role-permissions')

    await user.click(roles)
    expect(location.history?.at(-1)).toBe('/apps/settings/role-permissions')
  })
})
