import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import FullCalendar from '@fullcalendar/react'
import dayGridPlugin from '@fullcalendar/react/daygrid'
import timeGridPlugin from '@fullcalendar/react/timegrid'
import listPlugin from '@fullcalendar/react/list'
import interactionPlugin from '@fullcalendar/react/interaction'
import classicTheme from '@fullcalendar/react/themes/classic'
import deLocale from '@fullcalendar/react/locales/de'
import frLocale from '@fullcalendar/react/locales/fr'
import ptLocale from '@fullcalendar/react/locales/pt'
import type {
  DateSelectInfo,
  EventChangeInfo,
  EventClickInfo,
  EventDisplayInfo,
  EventInput,
} from '@fullcalendar/react'
import '@fullcalendar/react/skeleton.css'
import '@fullcalendar/react/themes/classic/theme.css'
import { categoryColour, type CalendarCategory } from '@models/calendar/calendar'
import type { CalendarEventRow } from '@models/calendar/calendar-changes'
import type { MovedTo } from '@machines/calendar/calendar-events.types'

const plugins = [classicTheme, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]
const locales = { de: deLocale, fr: frLocale, pt: ptLocale }

/** FullCalendar needs its own input; the URL stays out of it, so a click edits the event. */
function toInput(event: CalendarEventRow, pendingLabel: string): EventInput {
  return {
    id: String(event.id),
    title: event.title,
    start: event.start,
    ...(event.end ? { end: event.end } : {}),
    allDay: event.allDay,
    extendedProps: { category: event.category, pending: event.pending ? pendingLabel : null },
  }
}

/** An event's text as FullCalendar draws it, and, while a change of it is on its way, a clock. */
function EventContent({ info }: { info: EventDisplayInfo }) {
  const pending = info.event.extendedProps.pending as string | null
  return (
    <>
      {info.timeText && <div className={info.timeClass}>{info.timeText}</div>}
      <div className={`${info.titleClass} calendar-event__title`}>
        {info.event.title || '\u00A0'}
      </div>
      {pending && (
        <span className="calendar-event__pending" title={pending}>
          <i className="pi pi-clock" aria-hidden="true" />
          <span className="visually-hidden">{pending}</span>
        </span>
      )}
    </>
  )
}

/**
 * The calendar itself (month, week, day and list views), styled by the app's skin. Its events are
 * given, never kept: a refused move shows again where it was as soon as the events say so. An
 * event with a change on its way is outlined with dashes and shows a clock that says
 * `pendingLabel`. `onMoveEvent` answers whether the move is taken; one that is not goes back.
 */
export function CalendarView({
  events,
  pendingLabel,
  editable,
  phone,
  onSelectRange,
  onOpenEvent,
  onMoveEvent,
}: {
  events: CalendarEventRow[]
  pendingLabel: string
  editable: boolean
  phone: boolean
  onSelectRange: (start: Date, end: Date, allDay: boolean) => void
  onOpenEvent: (id: number) => void
  onMoveEvent: (id: number, to: MovedTo) => boolean
}) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  const locale = locales[language as keyof typeof locales] ?? 'en'
  const inputs = useMemo(
    () => events.map((event) => toInput(event, pendingLabel)),
    [events, pendingLabel],
  )
  const [timeGrid, setTimeGrid] = useState(false)

  const moved = (info: EventChangeInfo) => {
    const { start, end, allDay } = info.event
    if (!start || !onMoveEvent(Number(info.event.id), { start, end, allDay })) info.revert()
  }

  return (
    <FullCalendar
      plugins={plugins}
      locale={locale}
      initialView={phone ? 'listMonth' : 'dayGridMonth'}
      headerToolbar={{
        start: 'prev,next title',
        end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth',
      }}
      buttons={{
        dayGridMonth: { text: t('calendar.views.month') },
        timeGridWeek: { text: t('calendar.views.week') },
        timeGridDay: { text: t('calendar.views.day') },
        listMonth: { text: t('calendar.views.list') },
      }}
      prevHint={t('calendar.views.prev')}
      nextHint={t('calendar.views.next')}
      noEventsText={t('calendar.noEvents')}
      allDayText={t('calendar.allDay')}
      events={inputs}
      editable={editable}
      selectable={editable}
      eventInteractive
      dayMaxEvents
      navLinks
      nowIndicator
      // The time grids would be 24 hours tall: they scroll inside a fixed height, from the morning.
      height={timeGrid ? 760 : 'auto'}
      scrollTime="07:00:00"
      datesSet={(info) => setTimeGrid(info.view.type.startsWith('timeGrid'))}
      eventClass={(info) =>
        `calendar-event calendar-event--${categoryColour[info.event.extendedProps.category as CalendarCategory] ?? 'primary'}${info.event.extendedProps.pending ? ' calendar-event--pending' : ''}`
      }
      eventContent={(info) => <EventContent info={info} />}
      listDaysClass="calendar-list-days"
      // The category on the element, for styles and for tests that check what is shown.
      eventDidMount={(info) => {
        info.el.dataset.category = String(info.event.extendedProps.category)
      }}
      select={(info: DateSelectInfo) => onSelectRange(info.start, info.end, info.allDay)}
      eventClick={(info: EventClickInfo) => {
        info.jsEvent.preventDefault()
        onOpenEvent(Number(info.event.id))
      }}
      eventDrop={moved}
      eventResize={moved}
    />
  )
}
