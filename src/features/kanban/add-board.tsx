import { useTranslation } from 'react-i18next'
import { QuickAdd } from './quick-add'
import { useKanbanRequest } from './use-kanban'

/** Adds a board after the others: shown at once, and the form closes. */
export function AddBoard() {
  const { t } = useTranslation()
  const request = useKanbanRequest()
  return (
    <QuickAdd
      className="kanban-add-board"
      texts={{
        open: t('kanban.addBoard.open'),
        label: t('kanban.addBoard.label'),
        submit: t('kanban.addBoard.submit'),
        cancel: t('kanban.addBoard.cancel'),
      }}
      add={(title) => request({ type: 'kanban.board.add', title })}
    />
  )
}
