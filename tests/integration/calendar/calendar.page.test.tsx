import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { listCalendarEvents } from '@mocks/data/calendar-events'
import CalendarPage from '@/features/calendar/calendar.page'
import {
  appI18n,
  captureToasts,
  renderPage,
  signInWithIssuedToken,
  signOutAfterTest,
} from '../../support/test-kit'
import { refuseWith500 } from '../../support/refuse-endpoint'

// The global i18next, as in the app: the machines' toasts are translated through it.
const i18n = appI18n()
const toasts = captureToasts()

beforeEach(async () => {
  await signInWithIssuedToken()
})
afterEach(signOutAfterTest)

const renderCalendar = () => renderPage(<CalendarPage />, i18n, '/apps/calendar')

/** The categories of the events on screen, sorted and without repeats. */
function shownCategories(): string[] {
  const elements = document.querySelectorAll<HTMLElement>('.calendar-frame [data-category]')
  return [...new Set([...elements].map((element) => element.dataset.category ?? ''))].sort()
}

const filterBox = (name: string) =>
  within(screen.getByRole('group', { name: 'Filter' })).getByRole('checkbox', { name })

async function loaded() {
  await waitFor(() => expect(shownCategories().length).toBeGreaterThan(0))
}

async function openAddForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getAllByRole('button', { name: 'Add Event' })[0]!)
  return screen.getByRole('dialog', { name: 'Add Event' })
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
    const user = userEvent.setup()
    renderCalendar()
    await loaded()
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
    const user = userEvent.setup()
    renderCalendar()
    await loaded()
    const form = await openAddForm(user)
    expect(document.activeElement).toBe(within(form).getByLabelText('Title'))

    await user.click(within(form).getByRole('button', { name: 'Add' }))
    expect(within(form).getByText('Enter a title.')).toBeTruthy()
    expect(within(form).getByLabelText('Title').getAttribute('aria-invalid')).toBe('true')

    await user.type(within(form).getByLabelText('Title'), 'Team offsite')
    await user.selectOptions(within(form).getByLabelText('Label'), 'Family')
    const start = within(form).getByLabelText('Start date') as HTMLInputElement
    await user.clear(within(form).getByLabelText('End date'))
    await user.type(within(form).getByLabelText('End date'), '2000-01-01T10:00')
    await user.click(within(form).getByRole('button', { name: 'Add' }))
    expect(within(form).getByText('The end cannot be before the start.')).toBeTruthy()
    await user.clear(within(form).getByLabelText('End date'))
    await user.type(within(form).getByLabelText('End date'), start.value)

    await user.click(within(form).getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() =>
      expect(toasts).toContainEqual({
        severity: 'success',
        summary: 'Event "Team offsite" created.',
      }),
    )
    expect(listCalendarEvents(['Family']).map((event) => event.title)).toContain('Team offsite')
  })

  it('keeps what was typed when adding fails, and says why', async () => {
    refuseWith500('post', '*/apps/calendar/add-event', 'Calendar is read-only today')
    const user = userEvent.setup()
    renderCalendar()
    await loaded()
    const form = await openAddForm(user)
    await user.type(within(form).getByLabelText('Title'), 'Unlucky event')
    await user.type(within(form).getByLabelText('Location'), 'Attic')
    await user.click(within(form).getByRole('button', { name: 'Add' }))
    await waitFor(() =>
      expect(toasts).toContainEqual({
        severity: 'error',
        summary: 'The event could not be added',
        detail: 'Calendar is read-only today',
      }),
    )
    const still = screen.getByRole('dialog', { name: 'Add Event' })
    expect((within(still).getByLabelText('Title') as HTMLInputElement).value).toBe('Unlucky event')
    expect((within(still).getByLabelText('Location') as HTMLInputElement).value).toBe('Attic')
  })

  it('keeps the new event when the real API fails, and shows that failure', async () => {
    refuseWith500('post', '*/wm/v3/events', 'Events service is down')
    const user = userEvent.setup()
    renderCalendar()
    await loaded()
    const form = await openAddForm(user)
    await user.type(within(form).getByLabelText('Title'), 'Half-saved')
    await user.click(within(form).getByRole('button', { name: 'Add' }))
    await waitFor(() =>
      expect(toasts).toContainEqual({
        severity: 'error',
        summary:
          'The event was added to the calendar, but the work-management service did not confirm it',
        detail: 'Events service is down',
      }),
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(listCalendarEvents(['Business']).map((event) => event.title)).toContain('Half-saved')
  })

  it('edits and deletes an event from the form, and Escape closes it', async () => {
    const user = userEvent.setup()
    renderCalendar()
    await loaded()
    const [first] = listCalendarEvents(['Business'])
    const element = [
      ...document.querySelectorAll<HTMLElement>('.calendar-frame [data-category="Business"]'),
    ].find((item) => item.textContent?.includes(first!.title))!
    await user.click(element)
    let form = screen.getByRole('dialog', { name: 'Update Event' })
    expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe(first!.title)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()

    await user.click(element)
    form = screen.getByRole('dialog', { name: 'Update Event' })
    await user.clear(within(form).getByLabelText('Title'))
    await user.type(within(form).getByLabelText('Title'), 'Renamed review')
    await user.click(within(form).getByRole('button', { name: 'Update' }))
    await waitFor(() =>
      expect(toasts).toContainEqual({ severity: 'success', summary: 'Event updated.' }),
    )
    expect(listCalendarEvents(['Business']).find((event) => event.id === first!.id)?.title).toBe(
      'Renamed review',
    )

    await waitFor(() => expect(screen.getByText('Renamed review')).toBeTruthy())
    await user.click(screen.getByText('Renamed review'))
    form = screen.getByRole('dialog', { name: 'Update Event' })
    await user.click(within(form).getByRole('button', { name: 'Delete' }))
    const question = within(form).getByRole('group', { name: 'Delete this event?' })
    await user.click(within(question).getByRole('button', { name: 'Delete' }))
    await waitFor(() =>
      expect(toasts).toContainEqual({ severity: 'success', summary: 'Event deleted.' }),
    )
    expect(listCalendarEvents(['Business']).some((event) => event.id === first!.id)).toBe(false)
  })

  it('asks before deleting an event, and Keep or Escape keeps it', async () => {
    const user = userEvent.setup()
    renderCalendar()
    await loaded()
    const [first] = listCalendarEvents(['Business'])
    const element = [
      ...document.querySelectorAll<HTMLElement>('.calendar-frame [data-category="Business"]'),
    ].find((item) => item.textContent?.includes(first!.title))!
    await user.click(element)
    const form = screen.getByRole('dialog', { name: 'Update Event' })
    const stillThere = () => listCalendarEvents(['Business']).some((item) => item.id === first!.id)

    // Delete only asks; the question takes the focus on its safe answer.
    await user.click(within(form).getByRole('button', { name: 'Delete' }))
    let question = within(form).getByRole('group', { name: 'Delete this event?' })
    const keep = within(question).getByRole('button', { name: 'Keep' })
    expect(document.activeElement).toBe(keep)
    expect(stillThere()).toBe(true)

    // Keep takes the question back and gives the focus back to Delete.
    await user.click(keep)
    expect(within(form).queryByRole('group', { name: 'Delete this event?' })).toBeNull()
    expect(document.activeElement).toBe(within(form).getByRole('button', { name: 'Delete' }))
    expect(stillThere()).toBe(true)

    // From the keyboard: Enter asks, Escape takes the question back and leaves the form open.
    await user.keyboard('{Enter}')
    within(form).getByRole('group', { name: 'Delete this event?' })
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Update Event' })).toBe(form)
    expect(within(form).queryByRole('group', { name: 'Delete this event?' })).toBeNull()
    expect(document.activeElement).toBe(within(form).getByRole('button', { name: 'Delete' }))
    expect(toasts).not.toContainEqual({ severity: 'success', summary: 'Event deleted.' })
    expect(stillThere()).toBe(true)

    // Saying Delete to the question removes it, and the form closes.
    await user.click(within(form).getByRole('button', { name: 'Delete' }))
    question = within(form).getByRole('group', { name: 'Delete this event?' })
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
    const user = userEvent.setup()
    renderCalendar()
    await loaded()
    const form = await openAddForm(user)
    await user.type(within(form).getByLabelText('Title'), 'Patient event')
    await user.type(within(form).getByLabelText('Location'), 'Porch')
    await user.click(within(form).getByRole('button', { name: 'Add' }))

    const saving = within(form).getByRole('button', { name: 'Saving…' })
    expect(saving.getAttribute('aria-disabled')).toBe('true')
    // Still focused, so the keyboard stays in the drawer.
    expect(document.activeElement).toBe(saving)
    expect(within(form).getByRole('status').textContent).toBe(
      'Saving your change… The form stays open until it is saved.',
    )

    await user.keyboard('{Escape}')
    await user.click(within(form).getByRole('button', { name: 'Close' }))
    expect(screen.getByRole('dialog', { name: 'Add Event' })).toBe(form)
    expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('Patient event')

    release()
    await waitFor(() =>
      expect(toasts).toContainEqual({
        severity: 'error',
        summary: 'The event could not be added',
        detail: 'Calendar is read-only today',
      }),
    )
    const still = screen.getByRole('dialog', { name: 'Add Event' })
    await waitFor(() => expect(within(still).getByRole('status').textContent).toBe(''))
    expect((within(still).getByLabelText('Title') as HTMLInputElement).value).toBe('Patient event')
    expect((within(still).getByLabelText('Location') as HTMLInputElement).value).toBe('Porch')
    expect(within(still).getByRole('button', { name: 'Add' }).getAttribute('aria-disabled')).toBe(
      'false',
    )

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
