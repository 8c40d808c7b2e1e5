import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { LoadError } from '@/components/load-states'
import { useCan } from '@/services/use-can'
import { loadErrorText } from '@/services/load-error-text'
import { AddBoard } from './add-board'
import { KanbanBoardView } from './kanban-board'
import { KanbanSkeleton } from './kanban-skeleton'
import { KanbanActorContext, useKanbanMachine, useKanbanStatus } from './use-kanban'
import './kanban.css'

/**
 * The kanban board (/apps/kanban): boards of tasks, moved by drag and drop or by a menu. Who may
 * not manage the board (a client) sees it read-only.
 */
export default function KanbanPage() {
  const { t } = useTranslation()
  const actor = useKanbanMachine()
  const status = useKanbanStatus(actor)
  const boardCount = useSelector(actor, (snapshot) => snapshot.context.view.boards.length)
  const loadError = useSelector(actor, (snapshot) => snapshot.context.loadError)
  const canManage = useCan('manage', 'Kanban')

  return (
    <KanbanActorContext.Provider value={actor}>
      <div className="kanban-page">
        <header className="page-header page-header--actions kanban-page__header">
          <div>
            <h1>{t('kanban.title')}</h1>
            <p>{t('kanban.subtitle')}</p>
          </div>
          {status === 'ready' &&
            (canManage ? (
              <AddBoard />
            ) : (
              <p className="badge kanban-page__read-only">
                <i className="pi pi-eye" aria-hidden="true" />
                {t('kanban.readOnly')}
              </p>
            ))}
        </header>
        {status === 'loading' && <KanbanSkeleton label={t('kanban.loading')} />}
        {status === 'failed' && (
          <LoadError
            look="page"
            title={t('kanban.loadError.title')}
            message={loadErrorText(loadError, t)}
            onRetry={() => actor.send({ type: 'kanban.retry' })}
          />
        )}
        {status === 'ready' &&
          (boardCount === 0 ? (
            <div className="card kanban-no-boards">
              <i className="pi pi-th-large" aria-hidden="true" />
              <h2>{t('kanban.noBoards.title')}</h2>
              <p>{t(canManage ? 'kanban.noBoards.text' : 'kanban.noBoards.readOnlyText')}</p>
            </div>
          ) : (
            <KanbanBoardView />
          ))}
      </div>
    </KanbanActorContext.Provider>
  )
}
