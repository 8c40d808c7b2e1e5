import { useId, useRef, useState, type FormEvent } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import {
  calendarCategories,
  calendarGuests,
  categoryColour,
  fieldsOfForm,
  formOfEvent,
  validateEventForm,
  withAllDay,
  type CalendarEvent,
  type EventFields,
  type EventForm,
  type EventFormErrors,
} from '@models/calendar'
import type { CalendarEditor } from '@machines/calendar/calendar-events.types'
import { Button } from '@/components/button'
import { useModalFocus } from '@/components/use-modal-focus'

/**
 * The add and edit form, as a drawer over the calendar: Escape, the close button and a click
 * outside close it; focus stays inside while it is open and returns where it was after. What the
 * user typed stays until the change is saved, a failure included.
 */
export function EventDrawer({
  editor,
  busy,
  onClose,
  onAdd,
  onUpdate,
  onRemove,
}: {
  editor: CalendarEditor
  busy: boolean
  onClose: () => void
  onAdd: (fields: EventFields) => void
  onUpdate: (event: CalendarEvent) => void
  onRemove: (id: number) => void
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const ids = {
    title: useId(),
    category: useId(),
    start: useId(),
    end: useId(),
    url: useId(),
    location: useId(),
    description: useId(),
  }
  const panel = useRef<HTMLDivElement>(null)
  const titleInput = useRef<HTMLInputElement>(null)
  const [form, setForm] = useState<EventForm>(() =>
    editor.mode === 'add' ? editor.initial : formOfEvent(editor.event),
  )
  const [errors, setErrors] = useState<EventFormErrors>({})

  const keyDown = useModalFocus(panel, onClose, () => titleInput.current)

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
    else onUpdate({ ...fields, id: editor.event.id })
  }

  const error = (key: keyof EventFormErrors) =>
    errors[key] ? (
      <p className="calendar-form__error" id={`${ids[key]}-error`}>
        {t(`calendar.form.errors.${errors[key]}`)}
      </p>
    ) : null
  const invalid = (key: keyof EventFormErrors) =>
    errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${ids[key]}-error` } : {}
  const dateType = form.allDay ? 'date' : 'datetime-local'

  // On the body, so no scrolled or transformed ancestor moves it.
  return createPortal(
    <div className="calendar-drawer" onKeyDown={keyDown}>
      <div className="calendar-drawer__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        className="calendar-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <header className="calendar-drawer__header">
          <h2 id={titleId}>
            {editor.mode === 'add' ? t('calendar.form.addTitle') : t('calendar.form.editTitle')}
          </h2>
          <button
            type="button"
            className="icon-button"
            aria-label={t('calendar.form.close')}
            onClick={onClose}
          >
            <i className="pi pi-times" aria-hidden="true" />
          </button>
        </header>
        <form className="calendar-form" noValidate onSubmit={submit}>
          <div className="calendar-form__field">
            <label htmlFor={ids.title}>{t('calendar.form.title')}</label>
            <input
              ref={titleInput}
              id={ids.title}
              className="input"
              value={form.title}
              placeholder={t('calendar.form.titlePlaceholder')}
              onChange={(event) => set('title', event.target.value)}
              {...invalid('title')}
            />
            {error('title')}
          </div>
          <div className="calendar-form__field">
            <label htmlFor={ids.category}>{t('calendar.form.category')}</label>
            <div className="calendar-form__select">
              <span
                className={`calendar-dot calendar-dot--${categoryColour[form.category]}`}
                aria-hidden="true"
              />
              <select
                id={ids.category}
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
          </div>
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
            <div className="calendar-form__field">
              <label htmlFor={ids.start}>{t('calendar.form.start')}</label>
              <input
                id={ids.start}
                type={dateType}
                className="input"
                value={form.start}
                onChange={(event) => set('start', event.target.value)}
                {...invalid('start')}
              />
              {error('start')}
            </div>
            <div className="calendar-form__field">
              <label htmlFor={ids.end}>{t('calendar.form.end')}</label>
              <input
                id={ids.end}
                type={dateType}
                className="input"
                value={form.end}
                min={form.start || undefined}
                onChange={(event) => set('end', event.target.value)}
                {...invalid('end')}
              />
              {error('end')}
            </div>
          </div>
          <div className="calendar-form__field">
            <label htmlFor={ids.url}>{t('calendar.form.url')}</label>
            <input
              id={ids.url}
              type="url"
              className="input"
              value={form.url}
              placeholder={t('calendar.form.urlPlaceholder')}
              onChange={(event) => set('url', event.target.value)}
              {...invalid('url')}
            />
            {error('url')}
          </div>
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
          <div className="calendar-form__field">
            <label htmlFor={ids.location}>{t('calendar.form.location')}</label>
            <input
              id={ids.location}
              className="input"
              value={form.location}
              placeholder={t('calendar.form.locationPlaceholder')}
              onChange={(event) => set('location', event.target.value)}
            />
          </div>
          <div className="calendar-form__field">
            <label htmlFor={ids.description}>{t('calendar.form.description')}</label>
            <textarea
              id={ids.description}
              className="input"
              rows={3}
              value={form.description}
              onChange={(event) => set('description', event.target.value)}
            />
          </div>
          {editor.mode === 'edit' && editor.event.url && (
            <a
              className="calendar-form__link"
              href={editor.event.url}
              target="_blank"
              rel="noreferrer"
            >
              <i className="pi pi-external-link" aria-hidden="true" /> {t('calendar.form.openLink')}
            </a>
          )}
          <div className="calendar-form__actions">
            <Button type="submit" disabled={busy}>
              {busy
                ? t('calendar.form.saving')
                : editor.mode === 'add'
                  ? t('calendar.form.add')
                  : t('calendar.form.save')}
            </Button>
            {editor.mode === 'edit' ? (
              <Button
                variant="secondary"
                className="calendar-form__delete"
                icon="pi pi-trash"
                disabled={busy}
                onClick={() => onRemove(editor.event.id)}
              >
                {t('calendar.form.delete')}
              </Button>
            ) : (
              <Button variant="secondary" onClick={onClose} disabled={busy}>
                {t('calendar.form.cancel')}
              </Button>
            )}
          </div>
        </form>
      </div>
    </div>,
    document.body,
  )
}
