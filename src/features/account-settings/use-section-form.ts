import { useState, type FormEvent } from 'react'
import { sameFields } from '@models/account-settings'
import { fieldErrorsOf, reportError } from '@/services/error-catalogue'
import { notify } from '@/services/toast'

/**
 * One section of the account settings as a form: a draft over what the server holds, the server's
 * field errors under their fields, Save (the answer becomes what is held) and Reset. A failed save
 * keeps the draft, so nothing typed is lost.
 */
export function useSectionForm<T extends object>(
  initial: T,
  save: (draft: T) => Promise<T>,
  words: { saved: string; failed: string },
) {
  const [saved, setSaved] = useState(initial)
  const [draft, setDraft] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const dirty = !sameFields(saved, draft)

  const setField = <K extends keyof T>(key: K, value: T[K]) => {
    setDraft((current) => ({ ...current, [key]: value }))
    // The field's message answered the last try; a new value needs a new answer.
    setErrors((current) => {
      if (!(key in current)) return current
      return Object.fromEntries(Object.entries(current).filter(([field]) => field !== key))
    })
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!dirty || saving) return
    const form = event.currentTarget
    setSaving(true)
    try {
      const stored = await save(draft)
      setSaved(stored)
      setDraft(stored)
      setErrors({})
      notify({ severity: 'success', summary: words.saved })
    } catch (error) {
      const fields = await fieldErrorsOf(error)
      setErrors(fields)
      if (Object.keys(fields).length > 0) {
        requestAnimationFrame(() =>
          form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        )
      } else {
        await reportError(error, words.failed)
      }
    } finally {
      setSaving(false)
    }
  }

  const reset = () => {
    setDraft(saved)
    setErrors({})
  }

  return { draft, setField, dirty, saving, errors, submit, reset }
}
