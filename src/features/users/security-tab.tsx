import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { checkNewPassword, minPasswordLength, maxPasswordLength } from '@models/users/user-account'
import type { User } from '@models/users/users'
import { Button } from '@/components/button'
import { FormField } from '@/components/form-field/form-field'
import { LoadError, SkeletonBlock } from '@/components/load-states'
import { fieldErrorsOf, reportError } from '@/services/error-catalogue'
import { useErrorText } from '@/services/load-error-text'
import { notify } from '@/services/toast'
import { useCan } from '@/services/use-can'
import { useQuery } from '@/services/use-query'
import { changePassword } from '@/services/users/user-account'
import { recordUserActivity } from '@/services/users/user-activity'
import { userSecurityQuery } from '@/services/users/users-query'

/** The Security tab: a new password for the user, and whether they use two-step verification. */
export function SecurityTab({ user }: { user: User }) {
  const mayChange = useCan('manage', 'Users')
  return (
    <div className="user-tab">
      <PasswordCard user={user} mayChange={mayChange} />
      <TwoStepCard user={user} />
    </div>
  )
}

function PasswordCard({ user, mayChange }: { user: User; mayChange: boolean }) {
  const { t, i18n } = useTranslation('users')
  const titleId = useId()
  const hintId = useId()
  const { state } = useQuery(userSecurityQuery(user.id))
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [shown, setShown] = useState(false)
  const [checked, setChecked] = useState(false)
  const [serverMessage, setServerMessage] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)

  const problems = checked ? checkNewPassword(password, confirm) : {}
  const passwordMessage =
    serverMessage ??
    (problems.password &&
      t(`view.security.problems.password.${problems.password}`, {
        min: minPasswordLength,
        max: maxPasswordLength,
      }))
  const confirmMessage = problems.confirm && t(`view.security.problems.confirm.${problems.confirm}`)

  const changedAt = state.status === 'ready' ? state.data.passwordChangedAt : undefined
  const lastChanged =
    changedAt === undefined
      ? null
      : changedAt === null
        ? t('view.security.neverChanged')
        : t('view.security.lastChanged', {
            date: new Intl.DateTimeFormat(i18n.language, {
              dateStyle: 'medium',
              timeStyle: 'short',
            }).format(new Date(changedAt)),
          })

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (saving) return
    const form = event.currentTarget
    setChecked(true)
    if (Object.keys(checkNewPassword(password, confirm)).length > 0) {
      // Focused once React has marked the fields.
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    setSaving(true)
    try {
      await changePassword(user.id, password)
      setPassword('')
      setConfirm('')
      setChecked(false)
      notify({ severity: 'success', summary: t('view.security.changed', { name: user.fullName }) })
      recordUserActivity(user.id, 'passwordChanged')
    } catch (error) {
      // What was typed stays; the server's word on the password shows under it.
      setServerMessage((await fieldErrorsOf(error)).password)
      await reportError(error, t('view.security.refused'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 className="card__title" id={titleId}>
        {t('view.security.passwordTitle')}
      </h2>
      <p className="card__subtitle">{lastChanged ?? '\u00a0'}</p>
      {mayChange ? (
        <form className="password-form" noValidate onSubmit={submit} aria-busy={saving}>
          <p className="password-form__hint muted" id={hintId}>
            {t('view.security.hint', { min: minPasswordLength })}
          </p>
          <div className="password-form__fields">
            <FormField label={t('view.security.newPassword')} error={passwordMessage}>
              {(control) => (
                <input
                  {...control}
                  aria-describedby={[control['aria-describedby'], hintId].filter(Boolean).join(' ')}
                  className="input"
                  type={shown ? 'text' : 'password'}
                  autoComplete="new-password"
                  value={password}
                  onChange={(event) => {
                    setPassword(event.target.value)
                    setServerMessage(undefined)
                  }}
                />
              )}
            </FormField>
            <FormField label={t('view.security.confirmPassword')} error={confirmMessage}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  type={shown ? 'text' : 'password'}
                  autoComplete="new-password"
                  value={confirm}
                  onChange={(event) => setConfirm(event.target.value)}
                />
              )}
            </FormField>
          </div>
          <div className="password-form__actions">
            <label className="check-label">
              <input
                type="checkbox"
                checked={shown}
                onChange={(event) => setShown(event.target.checked)}
              />
              {t('view.security.show')}
            </label>
            <Button type="submit" icon="pi pi-key" disabled={saving}>
              {saving ? t('view.security.saving') : t('view.security.save')}
            </Button>
          </div>
        </form>
      ) : (
        <p className="muted">{t('view.security.adminOnly')}</p>
      )}
    </section>
  )
}

function TwoStepCard({ user }: { user: User }) {
  const { t } = useTranslation('users')
  const titleId = useId()
  const { state, retry } = useQuery(userSecurityQuery(user.id))
  const errorText = useErrorText(state.status === 'error' ? state.error : null)
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 className="card__title" id={titleId}>
        {t('view.security.twoStep.title')}
      </h2>
      {state.status === 'error' ? (
        <LoadError
          look="section"
          title={t('view.security.loadFailed')}
          message={errorText ?? ''}
          onRetry={retry}
        />
      ) : state.status === 'loading' ? (
        <div className="two-step" role="status">
          <span className="visually-hidden">{t('view.security.loading')}</span>
          <SkeletonBlock className="user-skeleton__chip" />
          <SkeletonBlock className="user-skeleton__line" />
        </div>
      ) : (
        <div className="two-step">
          <span
            className={`two-step__state tone--${state.data.twoStepEnabled ? 'success' : 'neutral'}`}
          >
            <i
              className={state.data.twoStepEnabled ? 'pi pi-lock' : 'pi pi-unlock'}
              aria-hidden="true"
            />
            {state.data.twoStepEnabled
              ? t('view.security.twoStep.on')
              : t('view.security.twoStep.off')}
          </span>
          <p>
            {state.data.twoStepEnabled
              ? t('view.security.twoStep.onMessage', { name: user.fullName })
              : t('view.security.twoStep.offMessage', { name: user.fullName })}
          </p>
        </div>
      )}
    </section>
  )
}
