import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { kanbanBoards } from '@mocks/kanban/kanban'
import { calendarEventStore } from '@mocks/calendar/calendar-events'
import type { UserData } from '@models/session/session'
import { log } from '@models/log/log'
import type { ToastMessage } from '@/services/toast'
import KanbanPage from '@/features/kanban/kanban.page'
import CalendarPage from '@/features/calendar/calendar.page'
import NotificationPage from '@/features/settings/notification.page'
import RolePermissionsPage from '@/features/settings/role-permissions.page'
import HomePage from '@/features/home/home.page'
import { demoClientSession } from '../../support/session-fixtures'
import {
  appI18n,
  captureToasts,
  renderPage,
  signInWithIssuedToken,
  signOutAfterTest,
  withoutCanvas,
} from '../../support/test-kit'

/*
 * A client who changed their stored `userData` to say admin: the screens then offer the admin's
 * controls and pages, but the demo server goes by the token's user, a client. Every change is
 * refused with a warning and undone, and the admin pages show the server's refusal, never admin data.
 */

const tampered: UserData = {
  ...demoClientSession,
  role: 'admin',
  ability: [{ action: 'manage', subject: 'all' }],
}

const i18n = appI18n()
const toasts = captureToasts()
beforeEach(() => signInWithIssuedToken(tampered))
afterEach(signOutAfterTest)
// The refused changes are logged on purpose.
beforeEach(() => {
  vi.spyOn(log, 'error').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

const slow = { timeout: 15_000 }

const toastShown = (toast: ToastMessage) =>
  waitFor(() => expect(toasts).toContainEqual(toast), slow)

const kanbanRefusal = 'Your role may view the kanban board but not change it.'
const calendarRefusal = 'Your role may view the team calendar but not change it.'
const settingsRefusal = 'Only administrators may see or change these settings.'
const analyticsRefusal = 'Only administrators may see the analytics.'

describe('a tampered session on the kanban board', { timeout: 30_000 }, () => {
  it('gets a warning with the reason when deleting a board, and the board comes back', async () => {
    const user = userEvent.setup()
    renderPage(<KanbanPage />, i18n, '/apps/kanban')
    const todo = await screen.findByRole('region', { name: 'Todo' }, slow)
    await user.click(within(todo).getByRole('button', { name: 'Actions for Todo' }))
    await user.click(screen.getByRole('menuitem', { name: 'Delete board' }))
    const confirm = screen.getByRole('dialog', { name: 'Delete “Todo”?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete board' }))

    await toastShown({
      severity: 'warn',
      summary: 'The board could not be deleted',
      detail: kanbanRefusal,
    })
    expect(await screen.findByRole('region', { name: 'Todo' }, slow)).toBeTruthy()
    expect(kanbanBoards().map((board) => board.id)).toEqual(['todo', 'in-progress', 'done'])
  })
})

describe('a tampered session on the team calendar', { timeout: 30_000 }, () => {
  it('gets a warning with the reason when adding an event, and the event it showed goes again', async () => {
    const user = userEvent.setup()
    const stored = calendarEventStore.get().length
    renderPage(<CalendarPage />, i18n, '/apps/calendar')
    await waitFor(
      () => expect(document.querySelector('.calendar-frame [data-category]')).not.toBeNull(),
      slow,
    )
    await user.click(screen.getAllByRole('button', { name: 'Add Event' })[0]!)
    const form = screen.getByRole('dialog', { name: 'Add Event' })
    await user.type(within(form).getByLabelText('Title'), 'Sneaky event')
    await user.click(within(form).getByRole('button', { name: 'Add' }))

    // The event shows at once, until the server refuses it.
    expect(screen.queryByRole('dialog')).toBeNull()
    await toastShown({
      severity: 'warn',
      summary: 'The event could not be added',
      detail: calendarRefusal,
    })
    await waitFor(() => expect(screen.queryByText('Sneaky event')).toBeNull(), slow)
    expect(calendarEventStore.get()).toHaveLength(stored)
  })
})

describe('a tampered session on the admin pages', { timeout: 30_000 }, () => {
  it('sees the notification settings refused, with no setting', async () => {
    renderPage(<NotificationPage />, i18n, '/apps/settings/notification')
    const alert = await screen.findByRole('alert', {}, slow)
    await waitFor(() => expect(alert.textContent).toContain(settingsRefusal), slow)
    expect(screen.queryByRole('switch')).toBeNull()
    expect(screen.queryByRole('checkbox')).toBeNull()
  })

  it('sees the roles and permissions refused, with no permission', async () => {
    renderPage(<RolePermissionsPage />, i18n, '/apps/settings/role-permissions')
    const alert = await screen.findByRole('alert', {}, slow)
    await waitFor(() => expect(alert.textContent).toContain(settingsRefusal), slow)
    expect(screen.queryByText('Manage Billing & Roles')).toBeNull()
    expect(screen.queryByRole('table')).toBeNull()
  })

  describe('the analytics home', () => {
    withoutCanvas()

    it('shows every card refused, with no figure', async () => {
      renderPage(<HomePage />, i18n, '/')
      const revenue = await screen.findByRole('region', { name: 'Revenue report' }, slow)
      await waitFor(
        () => expect(within(revenue).getByRole('alert').textContent).toContain(analyticsRefusal),
        slow,
      )
      await waitFor(() => {
        const cards = document.querySelectorAll('.dash-card')
        const refused = [...cards].filter((card) =>
          card.querySelector('[role="alert"]')?.textContent?.includes(analyticsRefusal),
        )
        expect(refused).toHaveLength(cards.length)
      }, slow)
      expect(document.querySelector('.dash-figure')).toBeNull()
    })
  })
})
