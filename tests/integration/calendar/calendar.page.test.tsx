import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { listCalendarEvents } from '@mocks/data/calendar-events'
import type { ToastMessage } from '@/services/toast'
import CalendarPage from '@/features/calendar/calendar.page'
import { refuseWith500 } from '../../support/refuse-endpoint'
import { retype, signedInPageWithToasts, type User } from '../../support/signed-in-page'

const {
  toasts,
  render: renderCalendar,
  open: openCalendar,
} = signedInPageWithToasts(<CalendarPage />, '/apps/calendar', loaded)

/** The categories of the events on screen, sorted and without repeats. */
function shownCategories(): string[] {
  const elements = document.querySelectorAll<HTMLElement>('.calendar-frame [data-category]')
  return [...new Set([...elements].map((element) => element.dataset.category ?? ''))].sort()
}

const filterBox = (name: string) =>
  within(screen.getByRole('group', { name: 'Filter' })).getByRole('checkbox', { name })

const fieldIn = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(label) as HTMLInputElement

const buttonIn = (form: HTMLElement, name: string) => within(form).getByRole('button', { name })

const toastShown = (toast: ToastMessage) => waitFor(() => expect(toasts).toContainEqual(toast))

async function loaded() {
  await waitFor(() => expect(shownCategories().length).toBeGreaterThan(0))
}

async function openAddForm(user: User) {
  await user.click(screen.getAllByRole('button', { name: 'Add Event' })[0]!)
  return screen.getByRole('dialog', { name: 'Add Event' })
}

/** The first seeded Business event, and where the calendar shows it. */
function firstBusinessEvent() {
  const [event] = listCalendarEvents(['Business'])
  const element = [
    ...document.querySelectorAll<HTMLElement>('.calendar-frame [data-category="Business"]'),
  ].find((item) => item.textContent?.includes(event!.title))!
  return { event: event!, element }
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

describe('Calendar page', () => {
  it('shows a placeholder while loading, then the events of all five categories', async () => {
    renderCalendar()
    expect(screen.getByRole('status').textContent).toContain('Loading events')
    await loaded()
    expect(shownCategories()).toEqual(['Business', 'ETC', 'Family', 'Holiday', 'Personal'])
    expect((filterBox('View all') as HTMLInputElement).checked).toBe(true)
  })

  it('hides a category when it is unchecked and shows nothing when "View all" is turned off', async () => {
    const user = await openCalendar()
    await user.click(filterBox('Family'))
    await waitFor(() => expect(shownCategories()).not.toContain('Family'))
    expect((filterBox('View all') as HTMLInputElement).checked).toBe(false)

    await user.click(filterBox('View all'))
    await waitFor(() => expect(shownCategories()).toHaveLength(5))
    await user.click(filterBox('View all'))
    await waitFor(() => expect(shownCategories()).toEqual([]))
    expect(screen.getByText(/No category is selected/)).toBeTruthy()
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
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await toastShown({ severity: 'success', summary: 'Event "Team offsite" created.' })
    expect(listCalendarEvents(['Family']).map((event) => event.title)).toContain('Team offsite')
  })

  it('keeps what was typed when adding fails, and says why', async () => {
    refuseWith500('post', '*/apps/calendar/add-event', 'Calendar is read-only today')
    const user = await openCalendar()
    const form = await openAddForm(user)
    await user.type(fieldIn(form, 'Title'), 'Unlucky event')
    await user.type(fieldIn(form, 'Location'), 'Attic')
    await user.click(buttonIn(form, 'Add'))
    await toastShown({
      severity: 'error',
      summary: 'The event could not be added',
      detail: 'Calendar is read-only today',
    })
    const still = screen.getByRole('dialog', { name: 'Add Event' })
    expect(fieldIn(still, 'Title').value).toBe('Unlucky event')
    expect(fieldIn(still, 'Location').value).toBe('Attic')
  })

  it('keeps the new event when the real API fails, and shows that failure', async () => {
    refuseWith500('post', '*/wm/v3/events', 'Events service is down')
    const user = await openCalendar()
    const form = await openAddForm(user)
    await user.type(fieldIn(form, 'Title'), 'Half-saved')
    await user.click(buttonIn(form, 'Add'))
    await toastShown({
      severity: 'error',
      summary:
        'The event was added to the calendar, but the work-management service did not confirm it',
      detail: 'Events service is down',
    })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(listCalendarEvents(['Business']).map((event) => event.title)).toContain('Half-saved')
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
    await toastShown({ severity: 'success', summary: 'Event updated.' })
    expect(listCalendarEvents(['Business']).find((event) => event.id === first.id)?.title).toBe(
      'Renamed review',
    )

    await waitFor(() => expect(screen.getByText('Renamed review')).toBeTruthy())
    form = await openUpdateForm(user, screen.getByText('Renamed review'))
    const question = await askToDelete(user, form)
    await user.click(within(question).getByRole('button', { name: 'Delete' }))
    await toastShown({ severity: 'success', summary: 'Event deleted.' })
    expect(listCalendarEvents(['Business']).some((event) => event.id === first.id)).toBe(false)
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
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(toasts).toContainEqual({ severity: 'success', summary: 'Event deleted.' })
    expect(stillThere()).toBe(false)
  })

  it('keeps the form open, saying it is saving, when Escape is pressed during a save that then fails', async () => {
    let release: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.post('*/apps/calendar/add-event', async () => {
        await answered
        return HttpResponse.json({ message: 'Calendar is read-only today' }, { status: 500 })
      }),
    )
    const user = await openCalendar()
    const form = await openAddForm(user)
    await user.type(fieldIn(form, 'Title'), 'Patient event')
    await user.type(fieldIn(form, 'Location'), 'Porch')
    await user.click(buttonIn(form, 'Add'))

    const saving = buttonIn(form, 'Saving…')
    expect(saving.getAttribute('aria-disabled')).toBe('true')
    // Still focused, so the keyboard stays in the drawer.
    expect(document.activeElement).toBe(saving)
    expect(within(form).getByRole('status').textContent).toBe(
      'Saving your change… The form stays open until it is saved.',
    )

    await user.keyboard('{Escape}')
    await user.click(buttonIn(form, 'Close'))
    expect(screen.getByRole('dialog', { name: 'Add Event' })).toBe(form)
    expect(fieldIn(form, 'Title').value).toBe('Patient event')

    release()
    await toastShown({
      severity: 'error',
      summary: 'The event could not be added',
      detail: 'Calendar is read-only today',
    })
    const still = screen.getByRole('dialog', { name: 'Add Event' })
    await waitFor(() => expect(within(still).getByRole('status').textContent).toBe(''))
    expect(fieldIn(still, 'Title').value).toBe('Patient event')
    expect(fieldIn(still, 'Location').value).toBe('Porch')
    expect(buttonIn(still, 'Add').getAttribute('aria-disabled')).toBe('false')

    // Once the save is over, Escape closes the form again.
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows a failed load with a retry that loads the events', async () => {
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
