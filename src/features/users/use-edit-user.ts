import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { changedFields, userEditOf, type UserEdit } from '@models/users/user-edit'
import { checkUserDraft, type User } from '@models/users/users'
import { fieldErrorsOf } from '@/services/error-catalogue'
import { notify } from '@/services/toast'
import { changeUser } from '@/services/users/viewed-user'
import { recordUserActivity } from '@/services/users/user-activity'

/** A problem of the form, said: the translation of the client's check, or the server's words. */
export type EditMessages = Partial<Record<keyof UserEdit, string>>

/**
 * The Edit drawer's state, kept above the drawer so that nothing typed is lost. Saving closes
 * the drawer at once and shows the changed fields on the page (the list pattern's optimistic
 * update); when the server refuses, the page goes back, the catalogue's toast says why, and the
 * drawer opens again with the fields as typed and the server's words under them. Closing it
 * otherwise drops the draft: the next Edit starts from the user as they are then.
 */
export function useEditUser(user: User) {
  const { t } = useTranslation('users')
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState<UserEdit>(() => userEditOf(user))
  const [checked, setChecked] = useState(false)
  const [serverMessages, setServerMessages] = useState<EditMessages>({})

  const messages: EditMessages = { ...serverMessages }
  if (checked) {
    for (const [field, problem] of Object.entries(checkUserDraft(draft))) {
      messages[field as keyof UserEdit] = t(`form.problems.${problem}`)
    }
  }

  const start = () => {
    setDraft(userEditOf(user))
    setChecked(false)
    setServerMessages({})
    setOpen(true)
  }

  const change = (field: keyof UserEdit, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }))
    // The server's word on a field holds until the field changes.
    setServerMessages(({ [field]: _changed, ...rest }) => rest)
  }

  /** False when the form has a problem to fix first (nothing is sent). */
  const save = async (): Promise<boolean> => {
    setChecked(true)
    if (Object.keys(checkUserDraft(draft)).length > 0) return false
    setOpen(false)
    const patch = changedFields(user, draft)
    const fields = Object.keys(patch)
    if (fields.length === 0) return true
    const outcome = await changeUser(user.id, patch)
    if (outcome.status === 'done') {
      notify({
        severity: 'success',
        summary: t('view.toast.saved', { name: patch.fullName ?? user.fullName }),
      })
      recordUserActivity(user.id, 'edited', fields)
    } else if (outcome.status === 'failed') {
      setServerMessages(await fieldErrorsOf(outcome.error))
      setOpen(true)
    }
    return true
  }

  return { open, start, close: () => setOpen(false), draft, messages, change, save }
}
