import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { characterCount, maxPasswordLength, minPasswordLength } from '@models/users/user-account'
import { FormTextField } from '@/components/form/form-text-field'
import { useAppForm } from '@/components/form/use-app-form'
import { LoadError, SkeletonBlock } from '@/components/load-states'
import { NotificationSwitch } from '@/components/notification-settings/notification-switch'
import {
  accountSecurityQuery,
  changeAccountPassword,
  saveTwoStep,
} from '@/services/account-settings/account-settings-query'
import { fieldErrorsOf, reportError } from '@/services/error-catalogue'
import { useErrorText } from '@/services/load-error-text'
import { notify } from '@/services/toast'
import { useQuery } from '@/services/use-query'
import { SectionForm } from './section-form'

/** The Security tab: change the password, turn two-step verification on or off. */
export function SecurityTab() {
  return (
    <>
      <PasswordForm />
      <TwoStepCard />
    </>
  )
}

const empty = { currentPassword: '', newPassword: '', confirm: '' }
type PasswordDraft = typeof empty

/** The rules a new password must meet, each checked as it is typed. */
function passwordRules(draft: PasswordDraft) {
  const length = characterCount(draft.newPassword)
  return [
    { id: 'min', met: length >= minPasswordLength },
    { id: 'max', met: length > 0 && length <= maxPasswordLength },
    { id: 'differs', met: length > 0 && draft.newPassword !== draft.currentPassword },
    { id: 'confirmed', met: length > 0 && draft.confirm === draft.newPassword },
  ] as const
}

function PasswordForm() {
  const { t } = useTranslation('account')
  // No draft: passwords are never kept. The guard still asks before typed ones are lost.
  const app = useAppForm<PasswordDraft>({
    id: 'account-password',
    defaultValues: empty,
    guard: true,
    onSubmit: async (draft) => {
      try {
        await changeAccountPassword(draft.currentPassword, draft.newPassword)
        notify({ severity: 'success', summary: t('security.password.saved') })
        return { resetTo: empty }
      } catch (error) {
        const errors = await fieldErrorsOf(error)
        if (Object.keys(errors).length === 0)
          await reportError(error, t('security.password.failed'))
        return { errors }
      }
    },
  })
  const draft = useWatch({ control: app.form.control }) as PasswordDraft
  const rules = passwordRules(draft)
  const ready = draft.currentPassword !== '' && rules.every((rule) => rule.met)

  const field = (key: keyof PasswordDraft, autoComplete: string) => (
    <FormTextField
      app={app}
      name={key}
      label={t(`security.password.fields.${key}`)}
      type="password"
      autoComplete={autoComplete}
    />
  )

  return (
    <SectionForm app={app} title={t('security.password.title')} canSave={ready}>
      <div className="account-grid">
        {field('currentPassword', 'current-password')}
        {field('newPassword', 'new-password')}
        {field('confirm', 'new-password')}
      </div>
      <ul className="account-rules" aria-label={t('security.password.rulesLabel')}>
        {rules.map((rule) => (
          <li
            key={rule.id}
            className={
              rule.met ? 'account-rules__rule account-rules__rule--met' : 'account-rules__rule'
            }
          >
            <i className={rule.met ? 'pi pi-check-circle' : 'pi pi-circle'} aria-hidden="true" />
            {t(`security.password.rules.${rule.id}`, {
              min: minPasswordLength,
              max: maxPasswordLength,
            })}
            <span className="visually-hidden">
              {' '}
              {rule.met ? t('security.password.met') : t('security.password.notMet')}
            </span>
          </li>
        ))}
      </ul>
    </SectionForm>
  )
}

function TwoStepCard() {
  const { t } = useTranslation('account')
  const { state, retry } = useQuery(accountSecurityQuery)
  const [saving, setSaving] = useState(false)
  const reason = useErrorText(state.status === 'error' ? state.error : undefined)

  const toggle = async (enabled: boolean) => {
    setSaving(true)
    try {
      await saveTwoStep(enabled)
      notify({
        severity: 'success',
        summary: enabled ? t('security.twoStep.turnedOn') : t('security.twoStep.turnedOff'),
      })
    } catch (error) {
      await reportError(error, t('security.twoStep.failed'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <section className="card account-section" aria-labelledby="account-two-step-title">
      <h2 className="card__title" id="account-two-step-title">
        {t('security.twoStep.title')}
      </h2>
      {state.status === 'loading' && <SkeletonBlock className="account-skeleton__line" />}
      {state.status === 'error' && (
        <LoadError
          look="section"
          title={t('security.twoStep.loadError')}
          message={reason ?? t('load.message')}
          onRetry={retry}
        />
      )}
      {state.status === 'ready' && (
        <NotificationSwitch
          label={t('security.twoStep.label')}
          description={t('security.twoStep.description')}
          checked={state.data.twoStepEnabled}
          disabled={saving}
          onChange={(checked) => void toggle(checked)}
        />
      )}
    </section>
  )
}
