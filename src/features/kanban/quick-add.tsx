import { useState, type FormEvent } from 'react'
import { Button } from '@/components/button'

/** The visible words of a quick add form, already translated. */
export interface QuickAddTexts {
  open: string
  label: string
  submit: string
  cancel: string
}

/**
 * A button that opens a one-field form (a board's or a task's title). The addition shows at once,
 * so the form closes as soon as it is asked for, or with `again` empties for the next one; when
 * `add` says it made no sense, what was typed stays.
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
  /** Asks for the addition; true when it was queued. */
  add: (title: string) => boolean
}) {
  const [title, setTitle] = useState<string | null>(null)

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
    if (!trimmed) return
    if (add(trimmed)) setTitle(again ? '' : null)
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
          if (event.key === 'Escape') setTitle(null)
        }}
      />
      <div className="kanban-quick-add__actions">
        <Button type="submit" icon={submitIcon} disabled={title.trim() === ''}>
          {texts.submit}
        </Button>
        <Button variant="text" onClick={() => setTitle(null)}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  )
}
