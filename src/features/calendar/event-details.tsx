import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  calendarGuests,
  categoryColour,
  formOfEvent,
  type CalendarEvent,
  type EventForm,
} from '@models/calendar/calendar'
import { Button } from '@/components/button'
import { CalendarDrawer } from './calendar-drawer'

/** A form date (`YYYY-MM-DD`, or `YYYY-MM-DDTHH:mm`) as a local Date. */
const localDate = (text: string) => new Date(text.length === 10 ? `${text}T00:00` : text)

/** When an event takes place, in the reader's language: a day or a range, with times unless all-day. */
function describeWhen(form: EventForm, language: string): string {
  const format = new Intl.DateTimeFormat(
    language,
    form.allDay ? { dateStyle: 'full' } : { dateStyle: 'full', timeStyle: 'short' },
  )
  const start = localDate(form.start)
  return form.end ? format.formatRange(start, localDate(form.end)) : format.format(start)
}

/** The event's own web address, opened in a new tab. */
export function EventLink({ url }: { url: string }) {
  const { t } = useTranslation()
  return (
    <a className="calendar-form__link" href={url} target="_blank" rel="noreferrer">
      <i className="pi pi-external-link" aria-hidden="true" /> {t('calendar.form.openLink')}
    </a>
  )
}

/** One labelled line of the details. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="calendar-details__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/**
 * An event as who may not change the calendar sees it: what the edit form holds, as text, in the
 * same drawer, with only a Close button.
 */
export function EventDetails({ event, onClose }: { event: CalendarEvent; onClose: () => void }) {
  const { t, i18n } = useTranslation()
  const form = formOfEvent(event)
  const guests = calendarGuests.filter((guest) => event.guests.includes(guest.name))
  return (
    <CalendarDrawer title={t('calendar.details.title')} onDismiss={onClose}>
      <div className="calendar-form calendar-details">
        <h3 className="calendar-details__title">{event.title}</h3>
        <dl className="calendar-details__list">
          <Detail label={t('calendar.form.category')}>
            <span className="calendar-details__category">
              <span
                className={`calendar-dot calendar-dot--${categoryColour[event.category]}`}
                aria-hidden="true"
              />
              {t(`calendar.categories.${event.category}`)}
            </span>
          </Detail>
          <Detail label={t('calendar.details.when')}>
            {describeWhen(form, i18n.resolvedLanguage ?? i18n.language)}
            {event.allDay && ` (${t('calendar.form.allDay')})`}
          </Detail>
          {event.location && <Detail label={t('calendar.form.location')}>{event.location}</Detail>}
          {guests.length > 0 && (
            <Detail label={t('calendar.form.guests')}>
              <ul className="calendar-form__guest-list calendar-details__guests">
                {guests.map((guest) => (
                  <li key={guest.name} className="calendar-guest">
                    <img src={guest.avatar} alt="" width={24} height={24} />
                    <span>{guest.name}</span>
                  </li>
                ))}
              </ul>
            </Detail>
          )}
          <Detail label={t('calendar.form.description')}>
            {event.description || (
              <span className="muted">{t('calendar.details.noDescription')}</span>
            )}
          </Detail>
        </dl>
        {event.url && <EventLink url={event.url} />}
        <div className="calendar-form__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('calendar.form.close')}
          </Button>
        </div>
      </div>
    </CalendarDrawer>
  )
}
