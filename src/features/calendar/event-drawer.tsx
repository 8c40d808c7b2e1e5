import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  calendarCategories,
  calendarGuests,
  categoryColour,
  fieldsOfForm,
  formOfEvent,
  validateEventForm,
  withAllDay,
  type EventFields,
  type EventForm,
  type EventFormErrors,
} from '@models/calendar/calendar'
import type { CalendarEditor } from '@machines/calendar/calendar-events.types'
import { Button } from '@/components/button'
import { useOnline } from '@/services/online-status'
import { FormField } from '@/components/form-field/form-field'
import { CalendarDrawer } from './calendar-drawer'
import { EventLink } from './event-details'

/**
 * The add and edit form, as a drawer over the calendar: Escape, the close button and a click
 * outside close it; focus stays inside while it is open and returns where it was after. Saving
 * closes it at once: the calendar shows the change while it is on its way. Delete asks first, in
 * the drawer; Keep or Escape takes the question back. `pending`: a change of the event shown is
 * still on its way, which the drawer says.
 */
export function EventDrawer({
  editor,
  pending,
  onClose,
  onAdd,
  onUpdate,
  onRemove,
}: {
  editor: CalendarEditor
  pending: boolean
  onClose: () => void
  onAdd: (fields: EventFields) => void
  onUpdate: (fields: EventFields) => void
  onRemove: () => void
}) {
  const { t } = useTranslation()
  const online = useOnline()
  // The fields that can be wrong, so the first wrong one takes the focus.
  const ids = { title: useId(), start: useId(), end: useId(), url: useId() }
  const titleInput = useRef<HTMLInputElement>(null)
  const [form, setForm] = useState<EventForm>(() =>
    editor.mode === 'add' ? editor.initial : formOfEvent(editor.event),
  )
  const [errors, setErrors] = useState<EventFormErrors>({})
  const [confirming, setConfirming] = useState(false)
  const confirmId = useId()
  const deleteButton = useRef<HTMLButtonElement>(null)
  const keepButton = useRef<HTMLButtonElement>(null)
  const asked = useRef(false)

  // The question takes the focus on its safe answer, and gives it back to Delete when taken back.
  useEffect(() => {
    if (confirming) {
      asked.current = true
      keepButton.current?.focus()
    } else if (asked.current) deleteButton.current?.focus()
  }, [confirming])

  const dismiss = () => {
    if (confirming) setConfirming(false)
    else onClose()
  }

  const set = <K extends keyof EventForm>(key: K, value: EventForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = validateEventForm(form)
    setErrors(found)
    const first = (['title', 'start', 'end', 'url'] as const).find((key) => found[key])
    if (first) {
      document.getElementById(ids[first])?.focus()
      return
    }
    const fields = fieldsOfForm(form)
    if (editor.mode === 'add') onAdd(fields)
    else onUpdate(fields)
  }

  const errorOf = (key: keyof EventFormErrors) =>
    errors[key] && t(`calendar.form.errors.${errors[key]}`)
  const dateType = form.allDay ? 'date' : 'datetime-local'

  return (
    <CalendarDrawer
      title={editor.mode === 'add' ? t('calendar.form.addTitle') : t('calendar.form.editTitle')}
      onDismiss={dismiss}
      initialFocus={() => titleInput.current}
    >
      <form className="calendar-form" noValidate onSubmit={submit}>
        {pending && (
          <p className="calendar-form__pending">
            <i className="pi pi-clock" aria-hidden="true" />
            {online ? t('calendar.pending.drawerSaving') : t('calendar.pending.drawerWaiting')}
          </p>
        )}
        <FormField label={t('calendar.form.title')} id={ids.title} error={errorOf('title')}>
          {(control) => (
            <input
              {...control}
              ref={titleInput}
              className="input"
              value={form.title}
              placeholder={t('calendar.form.titlePlaceholder')}
              onChange={(event) => set('title', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('calendar.form.category')}>
          {(control) => (
            <div className="calendar-form__select">
              <span
                className={`calendar-dot calendar-dot--${categoryColour[form.category]}`}
                aria-hidden="true"
              />
              <select
                {...control}
                className="input"
                value={form.category}
                onChange={(event) => set('category', event.target.value as EventForm['category'])}
              >
                {calendarCategories.map((category) => (
                  <option key={category} value={category}>
                    {t(`calendar.categories.${category}`)}
                  </option>
                ))}
              </select>
            </div>
          )}
        </FormField>
        <label className="calendar-form__switch">
          <input
            type="checkbox"
            role="switch"
            checked={form.allDay}
            onChange={(event) => setForm((current) => withAllDay(current, event.target.checked))}
          />
          <span>{t('calendar.form.allDay')}</span>
        </label>
        <div className="calendar-form__row">
          <FormField label={t('calendar.form.start')} id={ids.start} error={errorOf('start')}>
            {(control) => (
              <input
                {...control}
                type={dateType}
                className="input"
                value={form.start}
                onChange={(event) => set('start', event.target.value)}
              />
            )}
          </FormField>
          <FormField label={t('calendar.form.end')} id={ids.end} error={errorOf('end')}>
            {(control) => (
              <input
                {...control}
                type={dateType}
                className="input"
                value={form.end}
                min={form.start || undefined}
                onChange={(event) => set('end', event.target.value)}
              />
            )}
          </FormField>
        </div>
        <FormField label={t('calendar.form.url')} id={ids.url} error={errorOf('url')}>
          {(control) => (
            <input
              {...control}
              type="url"
              className="input"
              value={form.url}
              placeholder={t('calendar.form.urlPlaceholder')}
              onChange={(event) => set('url', event.target.value)}
            />
          )}
        </FormField>
        <fieldset className="calendar-form__guests">
          <legend>{t('calendar.form.guests')}</legend>
          <div className="calendar-form__guest-list">
            {calendarGuests.map((guest) => {
              const chosen = form.guests.includes(guest.name)
              return (
                <label key={guest.name} className="calendar-guest" data-chosen={chosen}>
                  <input
                    type="checkbox"
                    checked={chosen}
                    onChange={() =>
                      set(
                        'guests',
                        chosen
                          ? form.guests.filter((name) => name !== guest.name)
                          : [...form.guests, guest.name],
                      )
                    }
                  />
                  <img src={guest.avatar} alt="" width={24} height={24} />
                  <span>{guest.name}</span>
                </label>
              )
            })}
          </div>
        </fieldset>
        <FormField label={t('calendar.form.location')}>
          {(control) => (
            <input
              {...control}
              className="input"
              value={form.location}
              placeholder={t('calendar.form.locationPlaceholder')}
              onChange={(event) => set('location', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('calendar.form.description')}>
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={3}
              value={form.description}
              onChange={(event) => set('description', event.target.value)}
            />
          )}
        </FormField>
        {editor.mode === 'edit' && editor.event.url && <EventLink url={editor.event.url} />}
        {confirming ? (
          <div className="calendar-form__confirm" role="group" aria-labelledby={confirmId}>
            <p id={confirmId}>{t('calendar.form.confirmDelete')}</p>
            <div className="calendar-form__actions">
              <button
                type="button"
                className="btn btn--primary calendar-form__confirm-delete"
                onClick={onRemove}
              >
                <i className="pi pi-trash" aria-hidden="true" />
                {t('calendar.form.delete')}
              </button>
              <button
                ref={keepButton}
                type="button"
                className="btn btn--secondary"
                onClick={dismiss}
              >
                {t('calendar.form.keep')}
              </button>
            </div>
          </div>
        ) : (
          <div className="calendar-form__actions">
            <Button type="submit">
              {editor.mode === 'add' ? t('calendar.form.add') : t('calendar.form.save')}
            </Button>
            {editor.mode === 'edit' ? (
              <button
                ref={deleteButton}
                type="button"
                className="btn btn--secondary calendar-form__delete"
                onClick={() => setConfirming(true)}
              >
                <i className="pi pi-trash" aria-hidden="true" />
                {t('calendar.form.delete')}
              </button>
            ) : (
              <Button variant="secondary" onClick={dismiss}>
                {t('calendar.form.cancel')}
              </Button>
            )}
          </div>
        )}
      </form>
    </CalendarDrawer>
  )
}
