import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
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
  const listRef = useRef<HTMLUListElement>(null)

  // The highlighted row stays in sight as the keyboard moves it.
  useEffect(() => {
    if (activeId === null) return
    const row = listRef.current?.querySelector(`#${rowId(activeId)}`)
    row?.scrollIntoView?.({ block: 'nearest' })
  }, [activeId])

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
  const busy = status !== 'ready'
  return (
    <ul
      ref={listRef}
      className={busy ? 'tickets-list tickets-list--busy' : 'tickets-list'}
      role="listbox"
      aria-label={t('tickets.list.label')}
      aria-busy={busy}
      aria-activedescendant={activeId === null ? undefined : rowId(activeId)}
      tabIndex={0}
    >
      {tickets.map((ticket) => (
        <TicketRow
          key={ticket.id}
          ticket={ticket}
          active={ticket.id === activeId}
          opened={ticket.id === openId}
          onOpen={onOpen}
        />
      ))}
    </ul>
  )
}
