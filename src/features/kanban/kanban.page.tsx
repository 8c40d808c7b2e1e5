import { useEffect, useMemo } from 'react'
import { useActorRef } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { LoadError } from '@/components/load-states'
import { SyncStatus } from '@/components/sync-status/sync-status'
import { appKanbanMachine } from '@/services/kanban/kanban-machine'
import { KANBAN_SYNC_KEY, loadKanban } from '@/services/kanban/kanban-load'
import { emptyKanbanRead, readKanban } from '@/services/kanban/kanban-read'
import { loadErrorText } from '@/services/load-error-text'
import { startOutbox } from '@/services/local-store/outbox-runtime'
import { useAreaSync } from '@/services/local-store/use-area-sync'
import { useScreenQuery } from '@/services/local-store/use-screen-query'
import { useCan } from '@/services/use-can'
import { AddBoard } from './add-board'
import { KanbanBoardView } from './kanban-board'
import { KanbanSkeleton } from './kanban-skeleton'
import { KanbanScreenContext } from './use-kanban'
import './kanban.css'

/**
 * The kanban board (/apps/kanban): boards of tasks, moved by drag and drop or by a menu. It opens
 * from the local store at once (the route's prefetch read it) and keeps in step with the server in
 * the background; every change shows at once and waits in the outbox until the server has it.
 * Who may not manage the board (a client) sees it read-only.
 */
export default function KanbanPage() {
  const { t } = useTranslation()
  const canManage = useCan('manage', 'Kanban')
  useEffect(startOutbox, [])
  // Back from another screen, the board as this tab left it; else what the route's prefetch read.
  const read = useScreenQuery(KANBAN_SYNC_KEY, readKanban, [], emptyKanbanRead, 'the kanban board')
  const present = read?.loaded
  const sync = useAreaSync(KANBAN_SYNC_KEY, loadKanban, present)
  // It decides with the rights the screen opened with: a sign-out or another user leaves the page.
  const actor = useActorRef(appKanbanMachine, { input: { mayChange: canManage } })

  // The machine decides on what the screen shows, once there is something to show.
  useEffect(() => {
    if (read?.loaded) actor.send({ type: 'kanban.shown', board: read.board })
  }, [actor, read])

  const screen = useMemo(
    () => read && { actor, board: read.board, pending: read.pending },
    [actor, read],
  )

  return (
    <KanbanScreenContext.Provider value={screen ?? null}>
      <div className="kanban-page">
        <header className="page-header page-header--actions kanban-page__header">
          <div>
            <h1>{t('kanban.title')}</h1>
            <p>{t('kanban.subtitle')}</p>
          </div>
          {present &&
            (canManage ? (
              <AddBoard />
            ) : (
              <p className="badge kanban-page__read-only">
                <i className="pi pi-eye" aria-hidden="true" />
                {t('kanban.readOnly')}
              </p>
            ))}
        </header>
        {present && <SyncStatus area="kanban" stale={sync.stale} onRetry={sync.retry} />}
        {present ? (
          read.board.boards.length === 0 ? (
            <div className="card kanban-no-boards">
              <i className="pi pi-th-large" aria-hidden="true" />
              <h2>{t('kanban.noBoards.title')}</h2>
              <p>{t(canManage ? 'kanban.noBoards.text' : 'kanban.noBoards.readOnlyText')}</p>
            </div>
          ) : (
            <KanbanBoardView />
          )
        ) : sync.status === 'failed' ? (
          <LoadError
            look="page"
            title={t('kanban.loadError.title')}
            message={loadErrorText(sync.error, t)}
            onRetry={sync.retry}
          />
        ) : (
          <KanbanSkeleton label={t('kanban.loading')} />
        )}
      </div>
    </KanbanScreenContext.Provider>
  )
}
