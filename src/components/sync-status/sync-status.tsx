import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import {
  isLocalDatabaseInMemory,
  onLocalDatabaseSwitch,
} from '@/services/local-store/local-database'
import type { ChangeArea } from '@models/local-store/outbox'
import { useOnline } from '@/services/online-status'
import { useLocalQuery } from '@/services/local-store/use-local-query'
import { usePendingChanges } from '@/services/local-store/use-pending-changes'
import './sync-status.css'

/** When the store last heard from the server about the area. */
function useLoadedAt(area: ChangeArea): string | undefined {
  return useLocalQuery(
    async (database) => (await database.syncState.get(area))?.loadedAt,
    [area],
    undefined,
    'the sync state',
  )
}

/**
 * What a screen that reads the local store says about its data: that it is offline and since
 * when its data are, how many of its changes wait for the network (or are being sent), and that
 * the last refresh failed, with Try again; and, when the browser will not store anything (a full
 * disk, a private mode), that what is not sent yet is lost with the tab. Nothing while all is well;
 * the live region stays, so that each change is announced.
 */
export function SyncStatus({
  area,
  stale,
  onRetry,
}: {
  area: ChangeArea
  /** The last load from the server failed. */
  stale: boolean
  onRetry: () => void
}) {
  const { t, i18n } = useTranslation()
  const online = useOnline()
  const pending = usePendingChanges(area)
  const loadedAt = useLoadedAt(area)
  const inMemory = useSyncExternalStore(onLocalDatabaseSwitch, isLocalDatabaseInMemory)
  const since =
    loadedAt &&
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(loadedAt),
    )
  return (
    <div className="sync-status" role="status" aria-live="polite">
      {!online && (
        <p className="sync-status__item sync-status__item--offline">
          <i className="pi pi-cloud" aria-hidden="true" />
          {since ? t('sync.offlineSince', { time: since }) : t('sync.offline')}
        </p>
      )}
      {pending > 0 && (
        <p className="sync-status__item sync-status__item--pending" data-pending={pending}>
          <i className="pi pi-clock" aria-hidden="true" />
          {online ? t('sync.sending', { count: pending }) : t('sync.waiting', { count: pending })}
        </p>
      )}
      {inMemory && (
        <p className="sync-status__item sync-status__item--memory">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          {t('sync.memory')}
        </p>
      )}
      {online && stale && (
        <p className="sync-status__item sync-status__item--stale">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          {t('sync.stale')}
          <button type="button" className="sync-status__retry" onClick={onRetry}>
            {t('sync.retry')}
          </button>
        </p>
      )}
    </div>
  )
}
