import { useEffect, useRef, useState } from 'react'
import { Link } from 'wouter'
import { useTranslation } from 'react-i18next'
import { EmailField } from './email-field'
import { SubmitButton } from './submit-button'
import { PasswordField } from './password-field'
import { PasswordRevealButton, usePasswordReveal } from './password-reveal'
import { DemoAccounts, type DemoAccount } from './demo-accounts'
import { useFormCheck } from './use-form-check'
import { checkEmail, checkPassword, collectErrors } from './validation'

export interface Credentials {
  email: string
  password: string
}

interface LoginFormProps {
  onSubmit: (credentials: Credentials) => void
  /** While true the button spins and the form cannot be sent again. */
  busy: boolean
  /** Why the server refused, shown as given under the email field. */
  serverError: string | null
  /** Lists the demo server's accounts, each filling the form in. */
  showDemoAccounts?: boolean
  forgotPasswordHref: string
  registerHref: string
}

/**
 * Email and password, checked here before anything is sent. Who sends them is the caller's
 * business: the real login page hands them to the session, the template pages to the demo API.
 * Tab goes Email, Password, Sign in, and only then to "Forgot password?" and the show-password
 * button.
 */
export function LoginForm({
  onSubmit,
  busy,
  serverError,
  showDemoAccounts = false,
  forgotPasswordHref,
  registerHref,
}: LoginFormProps) {
  const { t } = useTranslation()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  // The server's message concerns what was sent: editing hides it until the next try.
  const [serverErrorHidden, setServerErrorHidden] = useState(false)
  const submitButton = useRef<HTMLButtonElement>(null)
  const reveal = usePasswordReveal()
  const form = useFormCheck(
    () => collectErrors({ email: checkEmail(email), password: checkPassword(password) }),
    {
      busy,
      onValid: () => {
        setServerErrorHidden(false)
        onSubmit({ email: email.trim(), password })
      },
    },
  )
  const shownServerError = serverErrorHidden ? null : serverError

  // A refusal sends the user back to the email field, where its message is.
  const { focus } = form
  useEffect(() => {
    if (!busy && shownServerError) focus('email')
  }, [busy, shownServerError, focus])

  const hideServerError = () => setServerErrorHidden(true)

  const fill = (account: DemoAccount) => {
    setEmail(account.email)
    setPassword(account.password)
    hideServerError()
    submitButton.current?.focus()
  }

  return (
    <>
      {showDemoAccounts && <DemoAccounts onPick={fill} />}
      <form
        className="auth-form auth-form--login"
        onSubmit={form.submit}
        noValidate
        aria-busy={busy}
      >
        <EmailField
          ref={form.field('email')}
          className="auth-login__email"
          autoComplete="username"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value)
            hideServerError()
          }}
          error={form.message('email')}
          serverError={shownServerError}
        />
        <PasswordField
          ref={form.field('password')}
          className="auth-login__password"
          label={t('auth.fields.password')}
          name="password"
          purpose="current"
          reveal={reveal}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value)
            hideServerError()
          }}
          error={form.message('password')}
        />
        <SubmitButton ref={submitButton} busy={busy} busyLabel={t('auth.login.submitting')}>
          {t('auth.login.submit')}
        </SubmitButton>
        {/* Tab reaches these after Sign in; auth.css still shows them by the password field. */}
        <Link href={forgotPasswordHref} className="auth-field__aside auth-login__forgot">
          {t('auth.login.forgotPassword')}
        </Link>
        <PasswordRevealButton reveal={reveal} className="auth-login__reveal" />
      </form>
      <p className="auth-alt">
        <span>{t('auth.login.newHere')}</span>{' '}
        <Link href={registerHref}>{t('auth.login.createAccount')}</Link>
      </p>
    </>
  )
}
