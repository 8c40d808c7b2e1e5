import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  checkUserDraft,
  emptyUserDraft,
  newUserOf,
  type User,
  type UserDraft,
  type UserDraftProblems,
} from '@models/users/users'
import type { ListView } from '@/services/list/use-list'
import type { UserChange } from '@/services/users/user-list'
import { fieldErrorsOf } from '@/services/error-catalogue'
import { notify } from '@/services/toast'

/** A problem of the form, said: the translation of the client's check, or the server's words. */
export type FieldMessages = Partial<Record<keyof UserDraft, string>>

/**
 * The add-user drawer's state, kept above the drawer so that nothing typed is lost: closing the
 * drawer keeps the draft, and an add the server refuses opens it again with the draft as typed
 * and the server's words under its fields. Saving closes it at once; the new user shows first in
 * the list until the server has them.
 */
export function useAddUser(list: ListView<User, UserChange>) {
  const { t } = useTranslation('users')
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState<UserDraft>(emptyUserDraft)
  const [checked, setChecked] = useState(false)
  const [serverMessages, setServerMessages] = useState<FieldMessages>({})

  const problems: UserDraftProblems = checked ? checkUserDraft(draft) : {}
  const messages: FieldMessages = { ...serverMessages }
  for (const [field, problem] of Object.entries(problems)) {
    messages[field as keyof UserDraft] = t(`form.problems.${problem}`)
  }

  const change = <Field extends keyof UserDraft>(field: Field, value: UserDraft[Field]) => {
    setDraft((current) => ({ ...current, [field]: value }))
    // The server's word on a field holds until the field changes.
    setServerMessages(({ [field]: _changed, ...rest }) => rest)
  }

  const save = async () => {
    setChecked(true)
    if (Object.keys(checkUserDraft(draft)).length > 0) return false
    setOpen(false)
    const sent = draft
    const outcome = await list.change({ kind: 'add', draft: newUserOf(sent) })
    if (outcome.status === 'done') {
      setDraft((current) => (current === sent ? emptyUserDraft : current))
      setChecked(false)
      notify({ severity: 'success', summary: t('toast.added', { name: sent.fullName.trim() }) })
    } else if (outcome.status === 'failed') {
      setServerMessages(await fieldErrorsOf(outcome.error))
      setOpen(true)
    }
    return true
  }

  const reset = () => {
    setDraft(emptyUserDraft)
    setChecked(false)
    setServerMessages({})
  }

  return { open, setOpen, draft, messages, change, save, reset }
}
