import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { kanbanTasks } from '@mocks/kanban/kanban'
import { listCalendarEvents } from '@mocks/calendar/calendar-events'
import type { UserData } from '@models/session/session'
import KanbanPage from '@/features/kanban/kanban.page'
import CalendarPage from '@/features/calendar/calendar.page'
import { MessagingBanners } from '@/features/messaging/messaging-banners'
import { demoAdminSession, demoClientSession } from '../../support/session-fixtures'
import {
  appI18n,
  renderPage,
  signInWithIssuedToken,
  signOutAfterTest,
} from '../../support/test-kit'

/*
 * What the session's abilities offer: a client sees the team's kanban board and calendar
 * read-only, with no control that would change them, and no banner meant for who manages the team.
 * The admin, for contrast, is offered every one of those controls.
 */

const i18n = appI18n()
afterEach(signOutAfterTest)

// Loads run alongside other test files on a busy machine: wait a while.
const slow = { timeout: 15_000 }

async function openKanbanAs(user: UserData) {
  await signInWithIssuedToken(user)
  renderPage(<KanbanPage />, i18n, '/apps/kanban')
  await screen.findByRole('region', { name: 'Todo' }, slow)
}

async function openCalendarAs(user: UserData) {
  await signInWithIssuedToken(user)
  renderPage(<CalendarPage />, i18n, '/apps/calendar')
  await waitFor(
    () => expect(document.querySelector('.calendar-frame [data-category]')).not.toBeNull(),
    slow,
  )
}

/** Every control of the kanban board that changes it, by the names a screen reader gives them. */
const kanbanControls = () => [
  ...screen.queryAllByRole('button', { name: 'Add board' }),
  ...screen.queryAllByRole('button', { name: 'Add task' }),
  ...screen.queryAllByRole('button', { name: /^Actions for / }),
  ...screen.queryAllByRole('button', { name: /^Drag task / }),
  ...screen.queryAllByRole('button', { name: /^Move to… / }),
]

const seededTask = () => kanbanTasks()[0]!

/** The first seeded event on screen. */
function shownEvent() {
  const [event] = listCalendarEvents(['Business'])
  const element = [
    ...document.querySelectorAll<HTMLElement>('.calendar-frame [data-category="Business"]'),
  ].find((item) => item.textContent?.includes(event!.title))!
  return { event: event!, element }
}

describe('the kanban board', { timeout: 30_000 }, () => {
  it('offers a client no add, drag, move, rename, clear or delete, and says it is view only', async () => {
    const user = userEvent.setup()
    await openKanbanAs(demoClientSession)
    expect(kanbanControls()).toEqual([])
    expect(screen.getByText('View only')).toBeTruthy()
    // The quick rename of the admin, a double click on the title, does nothing either.
    await user.dblClick(screen.getByRole('heading', { name: 'Todo' }))
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it('shows a client a task read-only: its details and Close, no field and no Save', async () => {
    const user = userEvent.setup()
    await openKanbanAs(demoClientSession)
    const task = seededTask()
    await user.click(screen.getByRole('button', { name: `Open task ${task.title}` }))
    const details = screen.getByRole('dialog', { name: 'Task details' })
    expect(within(details).getByRole('heading', { name: task.title })).toBeTruthy()
    expect(details.textContent).toContain(task.comments[0]!.comment)
    expect(within(details).queryByRole('textbox')).toBeNull()
    expect(within(details).queryByRole('checkbox')).toBeNull()
    expect(within(details).queryByRole('button', { name: 'Save' })).toBeNull()
    await user.click(within(details).getAllByRole('button', { name: 'Close' }).at(-1)!)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('offers the admin every control', async () => {
    await openKanbanAs(demoAdminSession)
    const count = (name: string | RegExp) => screen.queryAllByRole('button', { name }).length
    expect(count('Add board')).toBe(1)
    expect(count('Add task')).toBe(3)
    expect(count(/^Actions for /)).toBe(3)
    expect(count(/^Drag task /)).toBe(9)
    expect(count(/^Move to… /)).toBe(9)
    expect(screen.queryByText('View only')).toBeNull()
  })
})

describe('the team calendar', { timeout: 30_000 }, () => {
  it('offers a client no "Add Event", and says it is view only', async () => {
    await openCalendarAs(demoClientSession)
    expect(screen.queryByRole('button', { name: 'Add Event' })).toBeNull()
    expect(screen.getByText('View only')).toBeTruthy()
  })

  it('opens an event for a client as details, with no field, Update or Delete', async () => {
    const user = userEvent.setup()
    await openCalendarAs(demoClientSession)
    const { event, element } = shownEvent()
    await user.click(element)
    const details = screen.getByRole('dialog', { name: 'Event details' })
    expect(within(details).getByRole('heading', { name: event.title })).toBeTruthy()
    expect(details.textContent).toContain('Business')
    expect(within(details).queryByRole('textbox')).toBeNull()
    expect(within(details).queryByRole('button', { name: 'Update' })).toBeNull()
    expect(within(details).queryByRole('button', { name: 'Delete' })).toBeNull()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens an event for the admin in the edit form', async () => {
    const user = userEvent.setup()
    await openCalendarAs(demoAdminSession)
    expect(screen.getByRole('button', { name: 'Add Event' })).toBeTruthy()
    await user.click(shownEvent().element)
    expect(screen.getByRole('dialog', { name: 'Update Event' })).toBeTruthy()
  })
})

describe('the messaging banners', () => {
  const premium = 'Unlock Premium Features'
  const notice = 'Important Notice'

  it('show a client neither the upgrade offer nor the notice about the team', async () => {
    await signInWithIssuedToken(demoClientSession)
    renderPage(<MessagingBanners chatType="whatsapp" />, i18n)
    // The banner every user gets, so the others had their chance to render.
    await screen.findByText('WhatsApp Integration', {}, slow)
    expect(screen.queryByText(premium)).toBeNull()
    expect(screen.queryByText(notice)).toBeNull()
  })

  it('show the admin both', async () => {
    await signInWithIssuedToken(demoAdminSession)
    renderPage(<MessagingBanners chatType="live" />, i18n)
    expect(screen.getByText(premium)).toBeTruthy()
    expect(screen.getByText(notice)).toBeTruthy()
  })
})
