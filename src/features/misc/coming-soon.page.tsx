import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/button'
import { emailProblem } from '@models/email/email'
import { MiscPage } from './misc-page'
import { RocketArt } from './misc-art'

/** Coming soon, with a form to be told at launch; the address is checked before it is taken. */
export default function ComingSoonPage() {
  const { t } = useTranslation()
  const errorId = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [subscribed, setSubscribed] = useState<string | null>(null)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const problem = emailProblem(email)
    if (problem === 'required') return setError(t('misc.comingSoon.emailRequired'))
    if (problem === 'invalid') return setError(t('misc.comingSoon.emailInvalid'))
    setError(null)
    setSubscribed(email.trim())
    setEmail('')
  }

  return (
    <MiscPage
      heading={t('misc.comingSoon.heading')}
      message={t('misc.comingSoon.message')}
      art={<RocketArt />}
    >
      {subscribed ? (
        <p className="misc-form__done" role="status">
          {t('misc.comingSoon.subscribed', { email: subscribed })}
        </p>
      ) : (
        <form className="misc-form" onSubmit={onSubmit} noValidate>
          <div className="misc-form__field">
            <input
              className="input"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              placeholder={t('misc.comingSoon.emailPlaceholder')}
              aria-label={t('misc.comingSoon.emailLabel')}
              aria-invalid={error !== null}
              aria-describedby={error ? errorId : undefined}
            />
            {error && (
              <p id={errorId} className="misc-form__error">
                {error}
              </p>
            )}
          </div>
          <Button type="submit">{t('misc.comingSoon.notify')}</Button>
        </form>
      )}
    </MiscPage>
  )
}
