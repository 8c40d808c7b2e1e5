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
  EventInput,
} from '@fullcalendar/react'
import '@fullcalendar/react/skeleton.css'
import '@fullcalendar/react/themes/classic/theme.css'
import { categoryColour, type CalendarEvent } from '@models/calendar'

const plugins = [classicTheme, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]
const locales = { de: deLocale, fr: frLocale, pt: ptLocale }

/** FullCalendar needs its own input; the URL stays out of it, so a click edits the event. */
function toInput(event: CalendarEvent): EventInput {
  return {
    id: String(event.id),
    title: event.title,
    start: event.start,
    ...(event.end ? { end: event.end } : {}),
    allDay: event.allDay,
    extendedProps: { category: event.category },
  }
}

/**
 * The calendar itself (month, week, day and list views), styled by the app's skin. Its events are
 * given, never kept: a refused move shows again where it was as soon as the events say so.
 */
export function CalendarView({
  events,
  editable,
  phone,
  onSelectRange,
  onOpenEvent,
  onMoveEvent,
}: {
  events: CalendarEvent[]
  editable: boolean
  phone: boolean
  onSelectRange: (start: Date, end: Date, allDay: boolean) => void
  onOpenEvent: (id: number) => void
  onMoveEvent: (id: number, at: { start: Date; end: Date | null; allDay: boolean }) => void
}) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  const locale = locales[language as keyof typeof locales] ?? 'en'
  const inputs = useMemo(() => events.map(toInput), [events])
  const [timeGrid, setTimeGrid] = useState(false)

  const moved = (info: EventChangeInfo) => {
    if (!info.event.start) return info.revert()
    onMoveEvent(Number(info.event.id), {
      start: info.event.start,
      end: info.event.end,
      allDay: info.event.allDay,
    })
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
        `calendar-event calendar-event--${categoryColour[info.event.extendedProps.category as CalendarEvent['category']] ?? 'primary'}`
      }
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
