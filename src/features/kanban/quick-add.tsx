import { useState, type FormEvent } from 'react'
import { Button } from '@/components/button'
import type { RequestOutcome } from './use-kanban'

/** The visible words of a quick add form, already translated. */
export interface QuickAddTexts {
  open: string
  label: string
  submit: string
  /** The submit button while the server has not answered; `submit` when not given. */
  saving?: string
  cancel: string
}

/**
 * A button that opens a one-field form (a board's or a task's title). What was typed stays until
 * the server has taken it; after that the form closes, or with `again` empties for the next one.
 */
export function QuickAdd({
  texts,
  className,
  openClassName,
  openVariant,
  submitIcon,
  again = false,
  add,
}: {
  texts: QuickAddTexts
  className: string
  openClassName?: string
  openVariant?: 'text'
  submitIcon?: string
  again?: boolean
  add: (title: string, settled: (outcome: RequestOutcome) => void) => void
}) {
  const [title, setTitle] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  if (title === null) {
    return (
      <Button
        variant={openVariant}
        icon="pi pi-plus"
        className={openClassName}
        onClick={() => setTitle('')}
      >
        {texts.open}
      </Button>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = title.trim()
    if (!trimmed || saving) return
    setSaving(true)
    add(trimmed, (outcome) => {
      setSaving(false)
      if (outcome === 'ok') setTitle(again ? '' : null)
    })
  }

  return (
    <form className={className} onSubmit={submit}>
      <input
        className="input"
        aria-label={texts.label}
        placeholder={texts.label}
        value={title}
        maxLength={200}
        autoFocus
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !saving) setTitle(null)
        }}
      />
      <div className="kanban-quick-add__actions">
        <Button type="submit" icon={submitIcon} disabled={saving || title.trim() === ''}>
          {saving ? (texts.saving ?? texts.submit) : texts.submit}
        </Button>
        <Button variant="text" disabled={saving} onClick={() => setTitle(null)}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  )
}
