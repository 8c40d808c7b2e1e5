import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { listCalendarEvents } from '@mocks/calendar/calendar-events'
import { calendarCategories, toCalendarEvent } from '@models/calendar/calendar'
import { getLocalDatabase } from '@/services/local-store/local-database'
import { log } from '@models/log/log'
import type { ToastMessage } from '@/services/toast'
import { prefetchCalendar } from '@/services/calendar/calendar-query'
import { recordEvents } from '@/services/local-store/record-events'
import CalendarPage from '@/features/calendar/calendar.page'
import { demoClientSession } from '../../support/session-fixtures'
import { signInWithIssuedToken } from '../../support/test-kit'
import { heldAnswer } from '../../support/held-answer'
import { refuseWith500 } from '../../support/refuse-endpoint'
import { retype, signedInPageWithToasts, type User } from '../../support/signed-in-page'

const {
  toasts,
  render: renderCalendar,
  open: openCalendar,
} = signedInPageWithToasts(<CalendarPage />, '/apps/calendar', loaded)

afterEach(() => vi.restoreAllMocks())

/** The categories of the events on screen, sorted and without repeats. */
function shownCategories(): string[] {
  const elements = document.querySelectorAll<HTMLElement>('.calendar-frame [data-category]')
  return [...new Set([...elements].map((element) => element.dataset.category ?? ''))].sort()
}

/** The calendar's element of the event with this title, if it shows it. */
const eventOnCalendar = (title: string) =>
  [...document.querySelectorAll<HTMLElement>('.calendar-frame [data-category]')].find((element) =>
    element.textContent?.includes(title),
  )

/** What the clock on an event says ("Saving…", "Waiting for network"), or null without one. */
const pendingMark = (title: string) =>
  eventOnCalendar(title)?.querySelector('.calendar-event__pending')?.getAttribute('title') ?? null

const filterBox = (name: string) =>
  within(screen.getByRole('group', { name: 'Filter' })).getByRole('checkbox', { name })

const fieldIn = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(label) as HTMLInputElement

const buttonIn = (form: HTMLElement, name: string) => within(form).getByRole('button', { name })

const toastShown = (toast: ToastMessage) => waitFor(() => expect(toasts).toContainEqual(toast))

/** What the screen says of its data (offline, changes waiting, a failed refresh). */
const syncStatus = () =>
  document.querySelector('.sync-status')?.textContent?.replace(/\s+/g, ' ').trim() ?? ''

async function loaded() {
  await waitFor(() => expect(shownCategories().length).toBeGreaterThan(0))
}

/** The demo server's events, as the calendar knows them. */
const serverEvents = () => listCalendarEvents(calendarCategories).map(toCalendarEvent)

/** What this device stored of an earlier visit: the server's events, one of them renamed since. */
async function storeEarlierVisit(renamed?: { id: number; title: string }) {
  const events = serverEvents().map((event) =>
    event.id === renamed?.id ? { ...event, title: renamed.title } : event,
  )
  await recordEvents([{ type: 'calendar.received', requestedAt: new Date().toISOString(), events }])
}

/** Holds the demo server's answers to `method path` until `release()`. */
function holdAnswers(method: 'get' | 'post', path: string) {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  let held = 0
  server.use(
    http[method](path, async () => {
      held++
      await released
      return undefined
    }),
  )
  return { release, held: () => held }
}

/** The requests the page sends from now on. */
function watchRequests(): string[] {
  const seen: string[] = []
  const listener = ({ request }: { request: Request }) =>
    void seen.push(`${request.method} ${new URL(request.url).pathname}`)
  server.events.on('request:start', listener)
  onTestFinished(() => void server.events.removeListener('request:start', listener))
  return seen
}

async function openAddForm(user: User) {
  await user.click(screen.getAllByRole('button', { name: 'Add Event' })[0]!)
  return screen.getByRole('dialog', { name: 'Add Event' })
}

/** Adds an event with this title from the form; the form closes at once. */
async function addEvent(user: User, title: string) {
  const form = await openAddForm(user)
  await user.type(fieldIn(form, 'Title'), title)
  await user.click(buttonIn(form, 'Add'))
  expect(screen.queryByRole('dialog')).toBeNull()
}

/** The first seeded Business event, and where the calendar shows it. */
function firstBusinessEvent() {
  const [event] = listCalendarEvents(['Business'])
  return { event: event!, element: eventOnCalendar(event!.title)! }
}

/** Opens an event's form by clicking it on the calendar. */
async function openUpdateForm(user: User, element: HTMLElement) {
  await user.click(element)
  return screen.getByRole('dialog', { name: 'Update Event' })
}

/** Presses the form's Delete, which only asks; returns the question. */
async function askToDelete(user: User, form: HTMLElement) {
  await user.click(buttonIn(form, 'Delete'))
  return within(form).getByRole('group', { name: 'Delete this event?' })
}

/** The browser says it has no network, or has it again. */
function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')))
}

describe('Calendar page', () => {
  it('shows a placeholder while nothing is stored and the events load, then all five categories', async () => {
    renderCalendar()
    expect(screen.getByText('Loading events…')).toBeTruthy()
    await loaded()
    expect(shownCategories()).toEqual(['Business', 'ETC', 'Family', 'Holiday', 'Personal'])
    expect((filterBox('View all') as HTMLInputElement).checked).toBe(true)
  })

  it('opens from what this device stored at once, without waiting for the server, then refreshes it', async () => {
    const [first] = listCalendarEvents(['Business'])
    await storeEarlierVisit({ id: first!.id, title: 'As stored last time' })
    const refresh = holdAnswers('get', '*/apps/calendar/events')
    // As a navigation does: the route's prefetch reads the store, and the page renders once it has.
    await prefetchCalendar().alsoNeeded
    renderCalendar()
    expect(screen.queryByText('Loading events…')).toBeNull()
    expect(shownCategories()).toEqual(['Business', 'ETC', 'Family', 'Holiday', 'Personal'])
    expect(eventOnCalendar('As stored last time')).toBeDefined()
    await waitFor(() => expect(refresh.held()).toBe(1))

    refresh.release()
    await waitFor(() => expect(eventOnCalendar(first!.title)).toBeDefined())
    expect(eventOnCalendar('As stored last time')).toBeUndefined()
  })

  it('comes back to the events it showed at once, while they are fetched again', async () => {
    const first = renderCalendar()
    await loaded()
    first.unmount()
    const refresh = holdAnswers('get', '*/apps/calendar/events')
    renderCalendar()
    expect(screen.queryByText('Loading events…')).toBeNull()
    expect(shownCategories()).toEqual(['Business', 'ETC', 'Family', 'Holiday', 'Personal'])
    await waitFor(() => expect(refresh.held()).toBe(1))
    refresh.release()
  })

  it('narrows the events by category on the device: a filter change asks the server nothing', async () => {
    const requests = watchRequests()
    const user = await openCalendar()
    requests.length = 0
    await user.click(filterBox('Family'))
    await waitFor(() => expect(shownCategories()).not.toContain('Family'))
    expect((filterBox('View all') as HTMLInputElement).checked).toBe(false)

    await user.click(filterBox('View all'))
    await waitFor(() => expect(shownCategories()).toHaveLength(5))
    await user.click(filterBox('View all'))
    await waitFor(() => expect(shownCategories()).toEqual([]))
    expect(screen.getByText(/No category is selected/)).toBeTruthy()
    expect(requests).toEqual([])
  })

  it('checks the form, then adds the event and shows the message the real API returns', async () => {
    const user = await openCalendar()
    const form = await openAddForm(user)
    expect(document.activeElement).toBe(fieldIn(form, 'Title'))

    await user.click(buttonIn(form, 'Add'))
    expect(within(form).getByText('Enter a title.')).toBeTruthy()
    expect(fieldIn(form, 'Title').getAttribute('aria-invalid')).toBe('true')

    await user.type(fieldIn(form, 'Title'), 'Team offsite')
    await user.selectOptions(fieldIn(form, 'Label'), 'Family')
    const start = fieldIn(form, 'Start date')
    await retype(user, fieldIn(form, 'End date'), '2000-01-01T10:00')
    await user.click(buttonIn(form, 'Add'))
    expect(within(form).getByText('The end cannot be before the start.')).toBeTruthy()
    await retype(user, fieldIn(form, 'End date'), start.value)

    await user.click(buttonIn(form, 'Add'))
    expect(screen.queryByRole('dialog')).toBeNull()
    await toastShown({ severity: 'success', summary: 'Event "Team offsite" created.' })
    expect(listCalendarEvents(['Family']).map((event) => event.title)).toContain('Team offsite')
  })

  it('shows a new event at once, marked Saving… until the server has it, and stores it once', async () => {
    const adding = holdAnswers('post', '*/apps/calendar/add-event')
    const user = await openCalendar()
    await addEvent(user, 'Patient event')
    await waitFor(() => expect(pendingMark('Patient event')).toBe('Saving…'))
    expect(syncStatus()).toContain('Sending 1 change…')
    await waitFor(() => expect(adding.held()).toBe(1))

    adding.release()
    await toastShown({ severity: 'success', summary: 'Event "Patient event" created.' })
    await waitFor(() => expect(pendingMark('Patient event')).toBeNull())
    expect(eventOnCalendar('Patient event')).toBeDefined()
    expect(syncStatus()).toBe('')
    expect(serverEvents().filter((event) => event.title === 'Patient event')).toHaveLength(1)
  })

  it('keeps changes made while the server cannot be reached, waiting for the network, and sends each once in order', async () => {
    const sent = watchRequests()
    const user = await openCalendar()
    setOnline(false)
    // Nothing gets through while the network is away.
    server.use(http.all('*/apps/calendar/*', () => HttpResponse.error()))
    await addEvent(user, 'Written on the train')
    const { event: first, element } = firstBusinessEvent()
    const form = await openUpdateForm(user, element)
    await retype(user, fieldIn(form, 'Title'), 'Renamed on the train')
    await user.click(buttonIn(form, 'Update'))

    await waitFor(() => expect(pendingMark('Written on the train')).toBe('Waiting for network'))
    await waitFor(() => expect(pendingMark('Renamed on the train')).toBe('Waiting for network'))
    expect(syncStatus()).toContain('2 changes waiting for network')
    expect(syncStatus()).toContain('Offline: showing what this device saved on')
    // Opened again, the drawer says so too.
    await user.click(eventOnCalendar('Renamed on the train')!)
    const again = screen.getByRole('dialog', { name: 'Update Event' })
    expect(again.textContent).toContain('A change of this event is waiting for network.')
    await user.keyboard('{Escape}')

    server.resetHandlers()
    sent.length = 0
    setOnline(true)
    await waitFor(() => expect(syncStatus()).toBe(''))
    await waitFor(() => expect(pendingMark('Renamed on the train')).toBeNull())
    expect(pendingMark('Written on the train')).toBeNull()
    expect(sent.filter((request) => !request.startsWith('GET'))).toEqual([
      'POST /apps/calendar/add-event',
      'POST /wm/v3/events',
      'POST /apps/calendar/update-event',
    ])
    expect(serverEvents().filter((event) => event.title === 'Written on the train')).toHaveLength(1)
    expect(serverEvents().find((event) => event.id === first.id)?.title).toBe(
      'Renamed on the train',
    )
  })

  it('takes back a change the server refuses, and says why', async () => {
    // Each refusal is logged as well as told.
    vi.spyOn(log, 'error').mockImplementation(() => undefined)
    // Each refusal waits until the test has seen the change shown.
    const update = heldAnswer()
    const add = heldAnswer()
    server.use(
      http.post('*/apps/calendar/update-event', async () => {
        await update.answered
        return HttpResponse.json({ message: 'The event is locked.' }, { status: 409 })
      }),
      http.post('*/apps/calendar/add-event', async () => {
        await add.answered
        return HttpResponse.json({ message: 'Calendar is read-only today' }, { status: 403 })
      }),
    )
    const user = await openCalendar()
    const { event: first, element } = firstBusinessEvent()
    const form = await openUpdateForm(user, element)
    await retype(user, fieldIn(form, 'Title'), 'Never renamed')
    await user.click(buttonIn(form, 'Update'))
    await waitFor(() => expect(eventOnCalendar('Never renamed')).toBeDefined())
    update.answer()
    await toastShown({
      severity: 'warn',
      summary: 'The event could not be updated',
      detail: 'The event is locked.',
    })
    await waitFor(() => {
      expect(eventOnCalendar('Never renamed')).toBeUndefined()
      expect(eventOnCalendar(first.title)).toBeDefined()
    })

    await addEvent(user, 'Never added')
    await waitFor(() => expect(eventOnCalendar('Never added')).toBeDefined())
    add.answer()
    await toastShown({
      severity: 'warn',
      summary: 'The event could not be added',
      detail: 'Calendar is read-only today',
    })
    await waitFor(() => expect(eventOnCalendar('Never added')).toBeUndefined())
    await waitFor(() => expect(syncStatus()).toBe(''))
    expect(await getLocalDatabase().outbox.count()).toBe(0)
  })

  it('keeps the new event when the real API fails, and shows that failure', async () => {
    refuseWith500('post', '*/wm/v3/events', 'Events service is down')
    const user = await openCalendar()
    await addEvent(user, 'Half-saved')
    await toastShown({
      severity: 'error',
      summary:
        'The event was added to the calendar, but the work-management service did not confirm it',
      detail: 'Events service is down',
    })
    expect(listCalendarEvents(['Business']).map((event) => event.title)).toContain('Half-saved')
    // Both at once: with no event drawn there is no mark either, and on a busy machine the event
    // is drawn again under the server's id a moment after its temporary one goes.
    await waitFor(
      () => {
        expect(eventOnCalendar('Half-saved')).toBeDefined()
        expect(pendingMark('Half-saved')).toBeNull()
      },
      { timeout: 15_000 },
    )
  })

  it('edits and deletes an event from the form, and Escape closes it', async () => {
    const user = await openCalendar()
    const { event: first, element } = firstBusinessEvent()
    let form = await openUpdateForm(user, element)
    expect(fieldIn(form, 'Title').value).toBe(first.title)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()

    form = await openUpdateForm(user, element)
    await retype(user, fieldIn(form, 'Title'), 'Renamed review')
    await user.click(buttonIn(form, 'Update'))
    expect(screen.queryByRole('dialog')).toBeNull()
    await toastShown({ severity: 'success', summary: 'Event updated.' })
    await waitFor(() =>
      expect(listCalendarEvents(['Business']).find((event) => event.id === first.id)?.title).toBe(
        'Renamed review',
      ),
    )

    await waitFor(() => expect(eventOnCalendar('Renamed review')).toBeDefined())
    form = await openUpdateForm(user, eventOnCalendar('Renamed review')!)
    const question = await askToDelete(user, form)
    await user.click(within(question).getByRole('button', { name: 'Delete' }))
    await toastShown({ severity: 'success', summary: 'Event deleted.' })
    await waitFor(() => expect(eventOnCalendar('Renamed review')).toBeUndefined())
    await waitFor(() =>
      expect(listCalendarEvents(['Business']).some((event) => event.id === first.id)).toBe(false),
    )
  })

  it('asks before deleting an event, and Keep or Escape keeps it', async () => {
    const user = await openCalendar()
    const { event: first, element } = firstBusinessEvent()
    const form = await openUpdateForm(user, element)
    const stillThere = () => listCalendarEvents(['Business']).some((item) => item.id === first.id)

    // Delete only asks; the question takes the focus on its safe answer.
    let question = await askToDelete(user, form)
    const keep = within(question).getByRole('button', { name: 'Keep' })
    expect(document.activeElement).toBe(keep)
    expect(stillThere()).toBe(true)

    // Keep takes the question back and gives the focus back to Delete.
    await user.click(keep)
    expect(within(form).queryByRole('group', { name: 'Delete this event?' })).toBeNull()
    expect(document.activeElement).toBe(buttonIn(form, 'Delete'))
    expect(stillThere()).toBe(true)

    // From the keyboard: Enter asks, Escape takes the question back and leaves the form open.
    await user.keyboard('{Enter}')
    within(form).getByRole('group', { name: 'Delete this event?' })
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Update Event' })).toBe(form)
    expect(within(form).queryByRole('group', { name: 'Delete this event?' })).toBeNull()
    expect(document.activeElement).toBe(buttonIn(form, 'Delete'))
    expect(toasts).not.toContainEqual({ severity: 'success', summary: 'Event deleted.' })
    expect(stillThere()).toBe(true)

    // Saying Delete to the question removes it, and the form closes.
    question = await askToDelete(user, form)
    await user.click(within(question).getByRole('button', { name: 'Delete' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(toasts).toContainEqual({ severity: 'success', summary: 'Event deleted.' })
    await waitFor(() => expect(stillThere()).toBe(false))
  })

  it('shows the calendar read-only to a client: details, no form, nothing queued', async () => {
    await signInWithIssuedToken(demoClientSession)
    const user = await openCalendar()
    expect(screen.queryByRole('button', { name: 'Add Event' })).toBeNull()
    expect(screen.getByText('View only')).toBeTruthy()
    const { event, element } = firstBusinessEvent()
    await user.click(element)
    const details = screen.getByRole('dialog', { name: 'Event details' })
    expect(within(details).getByRole('heading', { name: event.title })).toBeTruthy()
    expect(within(details).queryByRole('textbox')).toBeNull()
    expect(within(details).queryByRole('button', { name: 'Delete' })).toBeNull()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(await getLocalDatabase().outbox.count()).toBe(0)
  })

  it('keeps showing what is stored when a refresh fails, and says so with Try again', async () => {
    await storeEarlierVisit()
    const storedAt = (await getLocalDatabase().syncState.get('calendar'))?.loadedAt
    const user = await openCalendar()
    // The first refresh is in; the next one (the browser is back online, say) fails.
    await waitFor(async () =>
      expect((await getLocalDatabase().syncState.get('calendar'))?.loadedAt).not.toBe(storedAt),
    )
    const events = refuseWith500('get', '*/apps/calendar/events', 'Boom')
    act(() => void window.dispatchEvent(new Event('online')))
    await waitFor(() =>
      expect(syncStatus()).toContain('Could not refresh from the server; this may be out of date.'),
    )
    expect(screen.queryByRole('alert')).toBeNull()
    events.heal()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(syncStatus()).toBe(''))
    expect(shownCategories()).toHaveLength(5)
  })

  it('shows a failed load with a retry that loads the events, when nothing is stored', async () => {
    const events = refuseWith500('get', '*/apps/calendar/events', 'Boom')
    const user = userEvent.setup()
    renderCalendar()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The server answered with an error (500).')
    events.heal()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    await loaded()
  })

  it('says the data is unreadable when the server sends malformed events', async () => {
    server.use(http.get('*/apps/calendar/events', () => HttpResponse.json([{ id: 'x', title: 3 }])))
    renderCalendar()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The events could not be loaded')
    expect(alert.textContent).toContain('The server sent data this page cannot read.')
  })
})
