import { expect } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type { AnyActorRef } from 'xstate'
import { server } from '@mocks/node'
import { listCalendarEvents, removeCalendarEvent } from '@mocks/calendar/calendar-events'
import { calendarCategories, toCalendarEvent } from '@models/calendar/calendar'
import { getLocalDatabase } from '@/services/local-store/local-database'
import CalendarPage from '@/features/calendar/calendar.page'
import { recordEvents } from '@/services/local-store/record-events'
import type { ToastMessage } from '@/services/toast'
import { demoAdminSession, demoClientSession } from '../../support/session-fixtures'
import { appI18n, renderPage, signInWithIssuedToken } from '../../support/test-kit'
import type { ModelStep } from '../support/model-paths'
import { CalendarScreenOracle, typed, type ScreenAct } from './calendar-screen-oracle'
import { other, opened, screenStateKey } from './calendar-screen-paths'

// The global i18next, as in the app: the machines' toasts are translated through it.
const i18n = appI18n()
/** fake-indexeddb, MSW and React on a busy machine: a step may take a while to show. */
const patience = { timeout: 15_000 }

/** The demo server's events. */
const demoServerEvents = () => listCalendarEvents(calendarCategories)

/** Every title a path can show, so that each is checked for being there or not. */
const tracked = [opened, other, typed.added].flatMap((title) => [title, typed.updated(title)])

/** The titles on the calendar, each with whether it is marked as having a change on its way. */
function titlesOnCalendar(): { title: string; pending: boolean }[] {
  return [...document.querySelectorAll<HTMLElement>('.calendar-frame [data-category]')].map(
    (element) => ({
      title: element.querySelector('.calendar-event__title')?.textContent ?? '',
      pending: element.querySelector('.calendar-event__pending') !== null,
    }),
  )
}

const eventNamed = (title: string) =>
  [...document.querySelectorAll<HTMLElement>('.calendar-frame [data-category]')].find(
    (element) => element.querySelector('.calendar-event__title')?.textContent === title,
  )

export interface CalendarScreenOptions {
  role: 'admin' | 'client'
  /** The calendar events machine behind the screen, once it runs. */
  actor: () => AnyActorRef | undefined
  toasts: ToastMessage[]
}

/**
 * The calendar screen driven along a screen path: each step is done as a user, another tab or the
 * demo server would do it, the real events machine behind the screen is awaited in the step's
 * state, and what the user sees, what waits in the outbox and what the demo server holds are
 * checked against the oracle (calendar-screen-oracle.ts). The demo server holds the first addition
 * until the path answers it.
 */
export class CalendarScreen {
  private readonly user = userEvent.setup()
  private oracle!: CalendarScreenOracle
  /** Lets the held addition go to the demo server (true), or drops it (false). */
  private release: (answer: boolean) => void = () => undefined

  constructor(private readonly options: CalendarScreenOptions) {}

  private get admin() {
    return this.options.role === 'admin'
  }

  async open(): Promise<void> {
    await signInWithIssuedToken(this.admin ? demoAdminSession : demoClientSession)
    const released = new Promise<boolean>((resolve) => (this.release = resolve))
    let first = true
    server.use(
      http.post('*/apps/calendar/add-event', async () => {
        if (!first) return undefined
        first = false
        // Answered by the demo server, or, once the test is over, refused by a server that is
        // down (a failed network would reach a request the ended test's outbox has dropped).
        return (await released)
          ? undefined
          : HttpResponse.json({ message: 'The test is over.' }, { status: 503 })
      }),
    )
    this.oracle = new CalendarScreenOracle(
      demoServerEvents().map(({ id, title, extendedProps }) => ({
        id,
        title,
        category: extendedProps.calendar,
      })),
      this.admin,
    )
    renderPage(<CalendarPage />, i18n, '/apps/calendar')
  }

  /** Drops a request the path left held: nothing reaches the next test's demo server. */
  dispose(): void {
    this.release(false)
  }

  /** Takes one step of a path: does it, waits for the machine's state, checks everything. */
  async take({ event, state }: ModelStep): Promise<void> {
    if (event.type === 'xstate.init') await this.open()
    else {
      await this.perform(event as ScreenAct)
      this.oracle.act(event as ScreenAct)
    }
    await waitFor(() => {
      const actor = this.options.actor()
      expect(actor, 'the screen runs the events machine').toBeDefined()
      expect(screenStateKey(actor!.getSnapshot()), `after ${event.type}`).toBe(
        screenStateKey(state),
      )
    }, patience)
    await this.expectCalendar()
    this.expectDrawer()
    await this.expectOutbox()
    await this.expectServer()
    await this.expectToasts()
  }

  // What the user, another tab and the server do.

  private dialog(name: string) {
    return screen.getByRole('dialog', { name })
  }

  private async perform(act: ScreenAct): Promise<void> {
    switch (act.type) {
      case 'screen.openAdd':
        await this.user.click(screen.getAllByRole('button', { name: 'Add Event' })[0]!)
        return
      case 'screen.close': {
        const drawer = this.oracle.drawer()
        if (drawer?.kind === 'add') {
          await this.user.click(
            within(this.dialog('Add Event')).getByRole('button', { name: 'Cancel' }),
          )
        } else if (drawer?.kind === 'details') {
          const buttons = within(this.dialog('Event details')).getAllByRole('button', {
            name: 'Close',
          })
          await this.user.click(buttons.at(-1)!)
        } else {
          await this.user.keyboard('{Escape}')
        }
        return
      }
      case 'screen.add': {
        const form = this.dialog('Add Event')
        // A day of the month the calendar opens on, whatever the day of the run.
        const month = demoServerEvents()[0]!.start.slice(0, 7)
        await this.user.type(within(form).getByLabelText('Title'), typed.added)
        await this.retype(within(form).getByLabelText('Start date'), `${month}-20T12:00`)
        await this.retype(within(form).getByLabelText('End date'), `${month}-20T13:00`)
        await this.user.click(within(form).getByRole('button', { name: 'Add' }))
        return
      }
      case 'screen.open':
        await this.user.click(eventNamed(act.title)!)
        return
      case 'screen.update': {
        const form = this.dialog('Update Event')
        const title = within(form).getByLabelText('Title') as HTMLInputElement
        await this.retype(title, typed.updated(title.value))
        await this.user.click(within(form).getByRole('button', { name: 'Update' }))
        return
      }
      case 'screen.remove': {
        const form = this.dialog('Update Event')
        await this.user.click(within(form).getByRole('button', { name: 'Delete' }))
        const question = within(form).getByRole('group', { name: 'Delete this event?' })
        await this.user.click(within(question).getByRole('button', { name: 'Delete' }))
        return
      }
      case 'screen.filter':
        await this.user.click(
          within(screen.getByRole('group', { name: 'Filter' })).getByRole('checkbox', {
            name: 'Business',
          }),
        )
        return
      case 'screen.elsewhere': {
        // Someone else removes it; the screen's next refresh brings the server's events.
        const gone = demoServerEvents().find((each) => each.title === act.title)!
        removeCalendarEvent(gone.id)
        await recordEvents([
          {
            type: 'calendar.received',
            requestedAt: new Date().toISOString(),
            events: demoServerEvents().map(toCalendarEvent),
          },
        ])
        return
      }
      case 'screen.answer':
        this.release(true)
        return
    }
  }

  private async retype(field: HTMLElement, text: string) {
    await this.user.clear(field)
    await this.user.type(field, text)
  }

  // What is checked.

  private async expectCalendar(): Promise<void> {
    const shown = this.oracle.shown()
    const pending = this.oracle.pending()
    await waitFor(() => {
      const onCalendar = titlesOnCalendar().filter(({ title }) => tracked.includes(title))
      expect(onCalendar.map(({ title }) => title).sort(), 'the events shown').toEqual(
        shown.filter((title) => tracked.includes(title)),
      )
      expect(
        onCalendar
          .filter((each) => each.pending)
          .map(({ title }) => title)
          .sort(),
        'the events marked Saving…',
      ).toEqual(pending)
    }, patience)
    expect(screen.queryByText('Loading events…')).toBeNull()
    if (this.admin) {
      expect(screen.getAllByRole('button', { name: 'Add Event' }).length).toBeGreaterThan(0)
    } else {
      expect(screen.queryByRole('button', { name: 'Add Event' })).toBeNull()
      expect(screen.getByText('View only')).toBeTruthy()
    }
  }

  private expectDrawer(): void {
    const drawer = this.oracle.drawer()
    const dialogs = screen.queryAllByRole('dialog')
    if (!drawer) {
      expect(dialogs, 'no drawer is open').toEqual([])
      return
    }
    expect(dialogs, 'one drawer is open').toHaveLength(1)
    if (drawer.kind === 'add') {
      expect(screen.getByRole('dialog', { name: 'Add Event' })).toBeTruthy()
    } else if (drawer.kind === 'form') {
      const form = screen.getByRole('dialog', { name: 'Update Event' })
      expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe(drawer.title)
    } else {
      const details = screen.getByRole('dialog', { name: 'Event details' })
      expect(within(details).getByRole('heading', { name: drawer.title })).toBeTruthy()
      expect(within(details).queryByRole('textbox')).toBeNull()
    }
  }

  private async expectOutbox(): Promise<void> {
    const queued = this.oracle.queued()
    await waitFor(async () => {
      expect(await getLocalDatabase().outbox.count(), 'the changes waiting').toBe(queued)
    }, patience)
  }

  private async expectServer(): Promise<void> {
    const titles = this.oracle.serverTitles()
    await waitFor(() => {
      expect(
        demoServerEvents()
          .map((event) => event.title)
          .sort(),
        'the demo server',
      ).toEqual(titles)
    }, patience)
  }

  private async expectToasts(): Promise<void> {
    await waitFor(() => {
      expect(
        this.options.toasts.map(({ severity, summary }) => ({ severity, summary })),
        'the toasts',
      ).toEqual(this.oracle.toasts)
    }, patience)
  }
}
