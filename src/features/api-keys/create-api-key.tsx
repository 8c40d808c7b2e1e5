import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  apiKeyAccessLevels,
  apiKeyNameMaxLength,
  checkNewApiKey,
  type ApiKey,
  type NewApiKey,
} from '@models/api-keys/api-keys'
import { Button } from '@/components/button'
import { FormField } from '@/components/form-field/form-field'
import { fieldErrorsOf } from '@/services/error-catalogue'
import type { ListView } from '@/services/list/use-list'
import type { ApiKeyChange } from '@/services/api-keys/api-key-list'
import { notify } from '@/services/toast'

const emptyDraft: NewApiKey = { name: '', access: 'readOnly' }

/**
 * The create form: a name and an access level. The new key shows first in the list at once
 * (without its secret, which the server makes); a refusal takes it away with a toast, and a 400
 * puts the server's words under the fields, the draft kept as typed.
 */
export function CreateApiKey({ list }: { list: ListView<ApiKey, ApiKeyChange> }) {
  const { t } = useTranslation('apiKeys')
  const titleId = useId()
  const [draft, setDraft] = useState<NewApiKey>(emptyDraft)
  const [checked, setChecked] = useState(false)
  const [serverMessages, setServerMessages] = useState<Partial<Record<keyof NewApiKey, string>>>({})

  const problems = checked ? checkNewApiKey(draft) : {}
  const messageOf = (field: keyof NewApiKey) => {
    const problem = problems[field]
    return problem
      ? t(`form.problems.${problem}`, { max: apiKeyNameMaxLength })
      : serverMessages[field]
  }

  const change = <Field extends keyof NewApiKey>(field: Field, value: NewApiKey[Field]) => {
    setDraft((current) => ({ ...current, [field]: value }))
    setServerMessages(({ [field]: _changed, ...rest }) => rest)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    if (Object.keys(checkNewApiKey(draft)).length > 0) {
      document.getElementById(`${titleId}-name`)?.focus()
      return
    }
    const sent: NewApiKey = { name: draft.name.trim(), access: draft.access }
    setDraft(emptyDraft)
    setChecked(false)
    const outcome = await list.change({ kind: 'add', draft: sent })
    if (outcome.status === 'done') {
      notify({ severity: 'success', summary: t('toast.created', { name: sent.name }) })
    } else if (outcome.status === 'failed') {
      const errors = await fieldErrorsOf(outcome.error)
      if (Object.keys(errors).length > 0) {
        // Put back what was sent, unless the user has started another key meanwhile.
        setDraft((current) => (current === emptyDraft ? sent : current))
        setServerMessages(errors)
      }
    }
  }

  return (
    <section className="card api-key-create" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('form.title')}</h2>
      <p className="muted">{t('form.subtitle')}</p>
      <form className="api-key-create__form" noValidate onSubmit={(event) => void submit(event)}>
        <FormField label={t('form.name')} id={`${titleId}-name`} error={messageOf('name')}>
          {(control) => (
            <input
              {...control}
              className="input"
              value={draft.name}
              maxLength={apiKeyNameMaxLength + 20}
              autoComplete="off"
              placeholder={t('form.namePlaceholder')}
              onChange={(event) => change('name', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('form.access')} error={messageOf('access')}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={draft.access}
              onChange={(event) => change('access', event.target.value as NewApiKey['access'])}
            >
              {apiKeyAccessLevels.map((level) => (
                <option key={level} value={level}>
                  {t(`access.${level}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <Button type="submit" icon="pi pi-key" className="api-key-create__submit">
          {t('form.create')}
        </Button>
      </form>
    </section>
  )
}
