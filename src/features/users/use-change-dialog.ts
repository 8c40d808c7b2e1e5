import { useState } from 'react'
import type { ChangeOutcome } from '@/services/list/list-changes'
import { fieldErrorsOf } from '@/services/error-catalogue'

/**
 * Where a dialog that adds or changes one row of a list through the list pattern is: what it is
 * open on (`target`) and the draft it opens with. Saving closes it at once (the list shows the
 * change while it is on its way); when the server refuses the change, it opens again with the
 * draft as it was sent and the server's words by field, so that nothing typed is lost.
 */
export function useChangeDialog<Draft, Target>(
  send: (draft: Draft, target: Target) => Promise<ChangeOutcome>,
) {
  const [opened, setOpened] = useState<{
    target: Target
    draft: Draft
    server: Readonly<Record<string, string>>
  } | null>(null)
  const [open, setOpen] = useState(false)

  return {
    /** What the dialog shows, while it is open. */
    shown: open ? opened : null,
    /** Opens the dialog on `target` with `draft`, forgetting any earlier one. */
    start: (target: Target, draft: Draft) => {
      setOpened({ target, draft, server: {} })
      setOpen(true)
    },
    /** Sends `draft` (already checked); resolves when the server has answered. */
    save: async (draft: Draft) => {
      if (!opened) return
      const { target } = opened
      setOpen(false)
      const outcome = await send(draft, target)
      if (outcome.status === 'failed') {
        setOpened({ target, draft, server: await fieldErrorsOf(outcome.error) })
        setOpen(true)
      }
    },
    close: () => setOpen(false),
  }
}

/**
 * A dialog form's own state, kept in the dialog so that typing renders only the dialog: the draft
 * as typed, the client's check once the user tried to save, and the server's words on a field
 * until that field changes.
 */
export function useDialogDraft<Draft, Problem extends string>({
  initial,
  server: serverAtOpen,
  check,
  onSave,
}: {
  initial: Draft
  server: Readonly<Record<string, string>>
  /** Field → problem of a draft that must not be sent yet; none when it may. */
  check: (draft: Draft) => Partial<Record<string, Problem>>
  onSave: (draft: Draft) => unknown
}) {
  const [draft, setDraft] = useState(initial)
  const [checked, setChecked] = useState(false)
  const [server, setServer] = useState(serverAtOpen)
  const problems = checked ? check(draft) : {}
  return {
    draft,
    /** The client's problem with each field once the user tried to save, by field. */
    problems,
    /** The server's words on each field, by field. */
    server,
    /** Changes the draft; the server's words on `fields` hold no longer. */
    change: (next: Draft, fields: readonly string[]) => {
      setDraft(next)
      setServer((current) =>
        Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field))),
      )
    },
    /** Checks the draft and saves it; false when it has a problem and stays. */
    submit: (): boolean => {
      setChecked(true)
      if (Object.values(check(draft)).some((problem) => problem !== undefined)) return false
      void onSave(draft)
      return true
    },
  }
}
