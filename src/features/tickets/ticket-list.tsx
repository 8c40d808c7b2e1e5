import { memo, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Virtuoso, type ListRange, type VirtuosoHandle } from 'react-virtuoso'
import { LoadError, LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'
import type { TicketMail } from '@models/ticket-mail'
import type { ListStatus } from './use-tickets'
import { rowId, TicketRow } from './ticket-row'

/** A grey list while the first load runs. */
function ListSkeleton() {
  const { t } = useTranslation()
  return (
    <LoadingPlaceholder label={t('tickets.list.loading')} className="tickets-list__skeleton">
      {Array.from({ length: 8 }, (_, index) => (
        <div className="tickets-skeleton-row" key={index}>
          <SkeletonBlock className="tickets-skeleton-row__avatar" />
          <div className="tickets-skeleton-row__lines">
            <SkeletonBlock className="tickets-skeleton-row__line tickets-skeleton-row__line--short" />
            <SkeletonBlock className="tickets-skeleton-row__line" />
            <SkeletonBlock className="tickets-skeleton-row__line tickets-skeleton-row__line--long" />
          </div>
        </div>
      ))}
    </LoadingPlaceholder>
  )
}

function EmptyList({ query, folderName }: { query: string; folderName: string }) {
  const { t } = useTranslation()
  return (
    <div className="tickets-empty" role="status">
      <span className="tickets-empty__icon" aria-hidden="true">
        <i className={query ? 'pi pi-search' : 'pi pi-inbox'} />
      </span>
      <p className="tickets-empty__title">
        {query ? t('tickets.list.noResults.title') : t('tickets.list.empty.title')}
      </p>
      <p className="tickets-empty__text">
        {query
          ? t('tickets.list.noResults.message', { query })
          : t('tickets.list.empty.message', { folder: folderName })}
      </p>
    </div>
  )
}

/** What every rendered row needs besides its ticket; Virtuoso re-renders the rows when it changes. */
interface RowContext {
  activeId: number | null
  openId: number | null
  count: number
  onOpen: (id: number) => void
}

/** A row's height before Virtuoso has measured it: avatar, three lines and padding. */
const estimatedRowHeight = 90

/**
 * Rows rendered with the list itself, before Virtuoso has measured its viewport: about a window's
 * worth. Without them the first rows waited for the measurement, a frame and a render more.
 */
const firstRows = 10

/**
 * The rows, virtualised: only those in and near sight are in the DOM (a folder holds hundreds).
 * A listbox whose active descendant the keys move; memoised, so typing a search does not render it.
 */
const TicketRows = memo(function TicketRows({
  tickets,
  busy,
  activeId,
  openId,
  onOpen,
}: {
  tickets: TicketMail[]
  busy: boolean
  activeId: number | null
  openId: number | null
  onOpen: (id: number) => void
}) {
  const { t } = useTranslation()
  const listRef = useRef<VirtuosoHandle>(null)
  const [rendered, setRendered] = useState<ListRange>({ startIndex: 0, endIndex: -1 })
  const activeIndex = tickets.findIndex((ticket) => ticket.id === activeId)
  const context = useMemo<RowContext>(
    () => ({ activeId, openId, count: tickets.length, onOpen }),
    [activeId, openId, tickets.length, onOpen],
  )

  // The highlighted row stays in sight as the keyboard moves it, rendered if it was not.
  useEffect(() => {
    if (activeIndex >= 0) listRef.current?.scrollIntoView({ index: activeIndex })
  }, [activeIndex])

  // A ticket opened from a link starts in sight (initialTopMostItemIndex below). Virtuoso drops
  // that first placement when its data change before it is done, as they do when the opened
  // ticket comes back marked read; so until the row has been in sight once, it is asked again.
  const placed = useRef(activeIndex <= 0)
  const place = () => listRef.current?.scrollToIndex({ index: activeIndex, align: 'center' })
  useEffect(() => {
    if (!placed.current) place()
  }, [tickets]) // eslint-disable-line react-hooks/exhaustive-deps -- only a data change drops it
  const onRangeChanged = (range: ListRange) => {
    setRendered(range)
    if (placed.current || range.endIndex < 0) return
    if (activeIndex >= range.startIndex && activeIndex <= range.endIndex) placed.current = true
    else place()
  }

  // The active descendant must be in the DOM; scrolled far away, it is not until the keys move.
  const activeRendered = activeIndex >= rendered.startIndex && activeIndex <= rendered.endIndex
  return (
    <Virtuoso<TicketMail, RowContext>
      ref={listRef}
      className={busy ? 'tickets-list tickets-list--busy' : 'tickets-list'}
      role="listbox"
      aria-label={t('tickets.list.label')}
      aria-busy={busy}
      aria-activedescendant={activeRendered && activeId !== null ? rowId(activeId) : undefined}
      tabIndex={0}
      data={tickets}
      context={context}
      computeItemKey={(_, ticket) => ticket.id}
      itemContent={(index, ticket, row) => (
        <TicketRow
          ticket={ticket}
          position={index + 1}
          setSize={row.count}
          active={ticket.id === row.activeId}
          opened={ticket.id === row.openId}
          onOpen={row.onOpen}
        />
      )}
      // A ticket opened from a link is in sight from the first frame.
      initialTopMostItemIndex={activeIndex > 0 ? { index: activeIndex, align: 'center' } : 0}
      // From the top only: rendered from the first row, they would not hold a ticket further down.
      initialItemCount={activeIndex > 0 ? undefined : Math.min(tickets.length, firstRows)}
      rangeChanged={onRangeChanged}
      defaultItemHeight={estimatedRowHeight}
      increaseViewportBy={{ top: 2 * estimatedRowHeight, bottom: 4 * estimatedRowHeight }}
    />
  )
})

/** The tickets of the folder: a skeleton, an error with retry, an empty state, or the rows. */
export function TicketList({
  status,
  tickets,
  query,
  folderName,
  errorText,
  activeId,
  openId,
  onOpen,
  onRetry,
}: {
  status: ListStatus
  tickets: TicketMail[]
  query: string
  folderName: string
  errorText: string | null
  activeId: number | null
  openId: number | null
  onOpen: (id: number) => void
  onRetry: () => void
}) {
  const { t } = useTranslation()
  if (status === 'failed') {
    return (
      <div className="tickets-list__state">
        <LoadError
          look="section"
          title={t('tickets.list.failed')}
          message={errorText ?? t('errors.network')}
          onRetry={onRetry}
        />
      </div>
    )
  }
  if (status === 'loading' && tickets.length === 0) return <ListSkeleton />
  if (tickets.length === 0 && status === 'ready') {
    return <EmptyList query={query} folderName={folderName} />
  }
  return (
    <TicketRows
      tickets={tickets}
      busy={status !== 'ready'}
      activeId={activeId}
      openId={openId}
      onOpen={onOpen}
    />
  )
}
