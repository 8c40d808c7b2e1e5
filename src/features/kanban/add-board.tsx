import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/button'
import { useKanbanRequest } from './use-kanban'

/** A button that becomes a small form; the title stays until the server has the board. */
export function AddBoard() {
  const { t } = useTranslation()
  const request = useKanbanRequest()
  const [title, setTitle] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  if (title === null) {
    return (
      <Button icon="pi pi-plus" onClick={() => setTitle('')}>
        {t('kanban.addBoard.open')}
      </Button>
    )
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const trimmed = title.trim()
    if (!trimmed || saving) return
    setSaving(true)
    request({ type: 'kanban.board.add', title: trimmed }, (outcome) => {
      setSaving(false)
      if (outcome === 'ok') setTitle(null)
    })
  }

  return (
    <form className="kanban-add-board" onSubmit={submit}>
      <input
        className="input"
        aria-label={t('kanban.addBoard.label')}
        placeholder={t('kanban.addBoard.label')}
        value={title}
        maxLength={200}
        autoFocus
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !saving) setTitle(null)
        }}
      />
      <Button type="submit" disabled={saving || title.trim() === ''}>
        {t('kanban.addBoard.submit')}
      </Button>
      <Button variant="text" disabled={saving} onClick={() => setTitle(null)}>
        {t('kanban.addBoard.cancel')}
      </Button>
    </form>
  )
}
