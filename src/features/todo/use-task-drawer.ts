import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  changedTodoFields,
  checkTodoDraft,
  emptyTodoDraft,
  todoDraftOf,
  todoFieldsOf,
  type TodoAssignee,
  type TodoDraft,
  type TodoTask,
} from '@models/todo/todo'
import type { ListView } from '@/services/list/use-list'
import type { TodoChange } from '@/services/todo/todo-list'
import { fieldErrorsOf } from '@/services/error-catalogue'
import { notify } from '@/services/toast'

/** A problem of the form, said: the translation of the client's check, or the server's words. */
export type TaskMessages = Partial<Record<keyof TodoDraft, string>>

/** What the drawer is for: a new task, or one being edited. */
export type TaskDrawerMode = { kind: 'add' } | { kind: 'edit'; task: TodoTask }

/**
 * The task drawer's state, kept above the drawer so that nothing typed is lost. Saving closes it
 * at once and shows the task on the list (the list pattern's optimistic change); when the server
 * refuses, the list goes back, the catalogue's toast says why, and the drawer opens again with the
 * fields as typed and the server's words under them. Closing the add drawer keeps its draft for
 * the next Add; an edit starts from the task as it is then.
 */
export function useTaskDrawer(
  list: ListView<TodoTask, TodoChange>,
  assignees: readonly TodoAssignee[],
) {
  const { t } = useTranslation('todo')
  const [open, setOpen] = useState(false)
  const [mode, setMode] = useState<TaskDrawerMode>({ kind: 'add' })
  const [addDraft, setAddDraft] = useState<TodoDraft>(emptyTodoDraft)
  const [editDraft, setEditDraft] = useState<TodoDraft>(emptyTodoDraft)
  const [checked, setChecked] = useState(false)
  const [serverMessages, setServerMessages] = useState<TaskMessages>({})

  const draft = mode.kind === 'add' ? addDraft : editDraft
  const setDraft = mode.kind === 'add' ? setAddDraft : setEditDraft
  const messages: TaskMessages = { ...serverMessages }
  if (checked) {
    for (const [field, problem] of Object.entries(checkTodoDraft(draft))) {
      messages[field as keyof TodoDraft] = t(`form.problems.${problem}`)
    }
  }

  const startAdd = () => {
    if (mode.kind !== 'add') {
      setChecked(false)
      setServerMessages({})
    }
    setMode({ kind: 'add' })
    setOpen(true)
  }

  const startEdit = (task: TodoTask) => {
    setMode({ kind: 'edit', task })
    setEditDraft(todoDraftOf(task))
    setChecked(false)
    setServerMessages({})
    setOpen(true)
  }

  const change = <Field extends keyof TodoDraft>(field: Field, value: TodoDraft[Field]) => {
    setDraft((current) => ({ ...current, [field]: value }))
    // The server's word on a field holds until the field changes.
    setServerMessages(({ [field]: _changed, ...rest }) => rest)
  }

  /** Opens the drawer again on what was sent, with the server's words under its fields. */
  const reopen = async (again: TaskDrawerMode, error: unknown) => {
    setServerMessages(await fieldErrorsOf(error))
    setMode(again)
    setOpen(true)
  }

  /** False when the form has a problem to fix first (nothing is sent). */
  const save = async (): Promise<boolean> => {
    setChecked(true)
    if (Object.keys(checkTodoDraft(draft)).length > 0) return false
    setOpen(false)
    const sent = draft
    const fields = todoFieldsOf(sent, assignees)
    if (mode.kind === 'add') {
      const outcome = await list.change({ kind: 'add', draft: fields })
      if (outcome.status === 'done') {
        setAddDraft((current) => (current === sent ? emptyTodoDraft : current))
        setChecked(false)
        notify({ severity: 'success', summary: t('toast.added', { title: fields.title }) })
      } else if (outcome.status === 'failed') await reopen(mode, outcome.error)
      return true
    }
    const { task } = mode
    const patch = changedTodoFields(task, fields)
    if (Object.keys(patch).length === 0) return true
    const outcome = await list.change({ kind: 'update', id: task.id, patch })
    if (outcome.status === 'done') {
      notify({ severity: 'success', summary: t('toast.saved', { title: fields.title }) })
    } else if (outcome.status === 'failed') {
      setEditDraft(sent)
      await reopen(mode, outcome.error)
    }
    return true
  }

  const reset = () => {
    setAddDraft(emptyTodoDraft)
    setChecked(false)
    setServerMessages({})
  }

  return {
    open,
    mode,
    draft,
    messages,
    startAdd,
    startEdit,
    close: () => setOpen(false),
    change,
    save,
    reset,
  }
}

export type TaskDrawerState = ReturnType<typeof useTaskDrawer>
