import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { blankForm, formOfRange } from '@models/calendar/calendar'
import { Button } from '@/components/button'
import { LoadError } from '@/components/load-states'
import { SyncStatus } from '@/components/sync-status/sync-status'
import { CalendarSidebar } from './calendar-sidebar'
import { CalendarSkeleton } from './calendar-skeleton'
import { CalendarView } from './calendar-view'
import { EventDetails } from './event-details'
import { EventDrawer } from './event-drawer'
import { newChangeKey, temporaryId } from '@/services/local-store/change-keys'
import { startOutbox } from '@/services/local-store/outbox-runtime'
import { loadErrorText } from '@/services/load-error-text'
import { useOnline } from '@/services/online-status'
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
 * It opens from the local store at once and is refreshed from the server behind it; a change shows
 * at once, marked while it is on its way, and waits in the outbox while the network is away.
 */
export default function CalendarPage() {
  const { t } = useTranslation()
  const phone = usePhone()
  const online = useOnline()
  const canManage = useCan('manage', 'Calendar')
  const [filtersOpen, setFiltersOpen] = useState(false)
  const closeFilters = useRef<HTMLButtonElement>(null)
  // The phone's filter panel takes the focus when it opens.
  useEffect(() => {
    if (filtersOpen) closeFilters.current?.focus()
  }, [filtersOpen])
  // Changes made here are sent by the one outbox, which this screen makes sure runs.
  useEffect(startOutbox, [])
  const { filter, events, selected, selection, shown, present, sync, editor, editedPending } =
    useCalendar(canManage)
  const pendingLabel = online ? t('calendar.pending.saving') : t('calendar.pending.waiting')

  const openAdd = () => {
    setFiltersOpen(false)
    events.send({ type: 'calendar.editor.add', initial: blankForm(new Date()) })
  }

  return (
    <div className="calendar-app card" data-status={sync.status}>
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
        {present && <SyncStatus area="calendar" stale={sync.stale} onRetry={sync.retry} />}
        {selection === 'none' && (
          <p className="calendar-notice" role="status">
            <i className="pi pi-info-circle" aria-hidden="true" /> {t('calendar.noneSelected')}
          </p>
        )}
        {present ? (
          <div className="calendar-frame">
            <CalendarView
              events={shown}
              pendingLabel={pendingLabel}
              editable={canManage}
              phone={phone}
              onSelectRange={(start, end, allDay) =>
                events.send({
                  type: 'calendar.editor.add',
                  initial: formOfRange(start, end, allDay),
                })
              }
              onOpenEvent={(id) => events.send({ type: 'calendar.editor.edit', id })}
              onMoveEvent={(id, to) => {
                const move = { type: 'calendar.event.move', key: newChangeKey(), id, to } as const
                // A move the machine does not take goes back where it was.
                if (!events.getSnapshot().can(move)) return false
                events.send(move)
                return true
              }}
            />
          </div>
        ) : sync.status === 'failed' ? (
          <LoadError
            look="card"
            title={t('calendar.loadErrorTitle')}
            message={loadErrorText(sync.error, t)}
            onRetry={sync.retry}
          />
        ) : (
          <CalendarSkeleton label={t('calendar.loading')} />
        )}
      </section>
      {editor?.mode === 'edit' && !canManage && (
        <EventDetails
          event={editor.event}
          onClose={() => events.send({ type: 'calendar.editor.close' })}
        />
      )}
      {editor && canManage && (
        <EventDrawer
          // One drawer for as long as it is open, even when its event gets the server's id.
          key={editor.mode}
          editor={editor}
          pending={editedPending}
          onClose={() => events.send({ type: 'calendar.editor.close' })}
          onAdd={(fields) =>
            events.send({
              type: 'calendar.event.add',
              key: newChangeKey(),
              id: temporaryId(),
              fields,
            })
          }
          onUpdate={(fields) =>
            events.send({ type: 'calendar.event.update', key: newChangeKey(), fields })
          }
          onRemove={() => events.send({ type: 'calendar.event.remove', key: newChangeKey() })}
        />
      )}
    </div>
  )
}
