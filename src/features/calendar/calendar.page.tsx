import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { blankForm, formOfRange, movedEvent } from '@models/calendar'
import { Button } from '@/components/button'
import { LoadError } from '@/components/load-states'
import { CalendarSidebar } from './calendar-sidebar'
import { CalendarSkeleton } from './calendar-skeleton'
import { CalendarView } from './calendar-view'
import { EventDetails } from './event-details'
import { EventDrawer } from './event-drawer'
import { loadErrorText } from '@/services/load-error-text'
import { useCan } from '@/services/use-can'
import { useCalendar } from './use-calendar'
import './calendar.css'

const phoneQuery = '(max-width: 767px)'

function usePhone(): boolean {
  const [phone, setPhone] = useState(() => window.matchMedia?.(phoneQuery).matches ?? false)
  useEffect(() => {
    const query = window.matchMedia?.(phoneQuery)
    if (!query) return
    const change = () => setPhone(query.matches)
    query.addEventListener('change', change)
    return () => query.removeEventListener('change', change)
  }, [])
  return phone
}

/**
 * The calendar (/apps/calendar): FullCalendar's month, week, day and list views of the events
 * whose category is selected in the sidebar, and a drawer form to add, change and delete them.
 * Events also move by drag and drop and change length by resizing. Who may not manage the team
 * calendar (a client) sees it read-only: no adding, moving or editing; an event opens as details.
 */
export default function CalendarPage() {
  const { t } = useTranslation()
  const phone = usePhone()
  const canManage = useCan('manage', 'Calendar')
  const [filtersOpen, setFiltersOpen] = useState(false)
  const closeFilters = useRef<HTMLButtonElement>(null)
  // The phone's filter panel takes the focus when it opens.
  useEffect(() => {
    if (filtersOpen) closeFilters.current?.focus()
  }, [filtersOpen])
  const { filter, events, selected, selection, shown, status, everLoaded, editor, loadError } =
    useCalendar()

  const openAdd = () => {
    setFiltersOpen(false)
    events.send({
      type: 'calendar.editor.open',
      editor: { mode: 'add', initial: blankForm(new Date()) },
    })
  }
  const findEvent = (id: number) =>
    events.getSnapshot().context.events.find((item) => item.id === id)

  return (
    <div className="calendar-app card" data-status={status}>
      <h1 className="visually-hidden">{t('calendar.title')}</h1>
      <aside
        className="calendar-sidebar"
        data-open={filtersOpen}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && filtersOpen) setFiltersOpen(false)
        }}
      >
        {phone && (
          <button
            ref={closeFilters}
            type="button"
            className="icon-button calendar-sidebar__close"
            aria-label={t('calendar.closeFilters')}
            onClick={() => setFiltersOpen(false)}
          >
            <i className="pi pi-times" aria-hidden="true" />
          </button>
        )}
        <CalendarSidebar
          selected={selected}
          allSelected={selection === 'all'}
          onAdd={canManage ? openAdd : undefined}
          onToggle={(category) => filter.send({ type: 'calendar.filter.toggle', category })}
          onAll={(on) => filter.send({ type: 'calendar.filter.all', on })}
        />
      </aside>
      {phone && filtersOpen && (
        <div
          className="calendar-sidebar__backdrop"
          aria-hidden="true"
          onClick={() => setFiltersOpen(false)}
        />
      )}
      <section className="calendar-main" aria-label={t('calendar.title')}>
        {phone && (
          <div className="calendar-main__bar">
            <Button variant="secondary" icon="pi pi-filter" onClick={() => setFiltersOpen(true)}>
              {t('calendar.showFilters')}
            </Button>
            {canManage && (
              <Button icon="pi pi-plus" onClick={openAdd}>
                {t('calendar.addEvent')}
              </Button>
            )}
          </div>
        )}
        {selection === 'none' && (
          <p className="calendar-notice" role="status">
            <i className="pi pi-info-circle" aria-hidden="true" /> {t('calendar.noneSelected')}
          </p>
        )}
        {status === 'failed' && everLoaded && (
          <LoadError
            look="line"
            title={t('calendar.loadErrorTitle')}
            message={t('calendar.reloadErrorMessage')}
            onRetry={() => events.send({ type: 'calendar.events.retry' })}
          />
        )}
        {status === 'failed' && !everLoaded ? (
          <LoadError
            look="card"
            title={t('calendar.loadErrorTitle')}
            message={loadErrorText(loadError, t)}
            onRetry={() => events.send({ type: 'calendar.events.retry' })}
          />
        ) : !everLoaded ? (
          <CalendarSkeleton label={t('calendar.loading')} />
        ) : (
          <div className="calendar-frame" aria-busy={status === 'loading'}>
            <CalendarView
              events={shown}
              editable={canManage && status === 'ready'}
              phone={phone}
              onSelectRange={(start, end, allDay) =>
                events.send({
                  type: 'calendar.editor.open',
                  editor: { mode: 'add', initial: formOfRange(start, end, allDay) },
                })
              }
              onOpenEvent={(id) => {
                const event = findEvent(id)
                if (event)
                  events.send({ type: 'calendar.editor.open', editor: { mode: 'edit', event } })
              }}
              onMoveEvent={(id, at) => {
                const event = findEvent(id)
                if (event)
                  events.send({ type: 'calendar.event.move', event: movedEvent(event, at) })
              }}
            />
          </div>
        )}
      </section>
      {editor && !canManage && editor.mode === 'edit' && (
        <EventDetails
          key={editor.event.id}
          event={editor.event}
          onClose={() => events.send({ type: 'calendar.editor.close' })}
        />
      )}
      {editor && canManage && (
        <EventDrawer
          key={editor.mode === 'edit' ? `edit-${editor.event.id}` : `add-${editor.initial.start}`}
          editor={editor}
          busy={status === 'saving'}
          onClose={() => events.send({ type: 'calendar.editor.close' })}
          onAdd={(fields) => events.send({ type: 'calendar.event.add', fields })}
          onUpdate={(event) => events.send({ type: 'calendar.event.update', event })}
          onRemove={(id) => events.send({ type: 'calendar.event.remove', id })}
        />
      )}
    </div>
  )
}
