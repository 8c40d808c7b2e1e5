import { useEffect, useRef, useState } from 'react'
import { Link } from 'wouter'
import { useTranslation } from 'react-i18next'
import { EmailField } from './email-field'
import { SubmitButton } from './submit-button'
import { PasswordField } from './password-field'
import { PasswordRevealButton, usePasswordReveal } from './password-reveal'
import { DemoAccounts, type DemoAccount } from './demo-accounts'
import { FormFeedback } from '@/components/form/form-feedback'
import { useAppForm } from '@/components/form/use-app-form'
import { useAuthField } from './use-auth-field'
import { checkEmail, checkPassword, messageValues } from './validation'

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
  // The server's message concerns what was sent: editing hides it until the next try.
  const [serverErrorHidden, setServerErrorHidden] = useState(false)
  const submitButton = useRef<HTMLButtonElement>(null)
  const reveal = usePasswordReveal()
  const app = useAppForm<Credentials>({
    id: 'login',
    defaultValues: { email: '', password: '' },
    check: ({ email, password }) => ({
      email: checkEmail(email),
      password: checkPassword(password),
    }),
    translate: (key) => t(key, messageValues),
    onSubmit: ({ email, password }) => {
      setServerErrorHidden(false)
      onSubmit({ email: email.trim(), password })
      return undefined
    },
  })
  const email = useAuthField(app, 'email')
  const password = useAuthField(app, 'password')
  const shownServerError = serverErrorHidden ? null : serverError

  // A refusal sends the user back to the email field, where its message is.
  const emailId = email.id
  useEffect(() => {
    if (!busy && shownServerError) document.getElementById(emailId)?.focus()
  }, [busy, shownServerError, emailId])

  const hideServerError = () => setServerErrorHidden(true)

  const fill = (account: DemoAccount) => {
    app.form.setValue('email', account.email)
    app.form.setValue('password', account.password)
    app.form.clearErrors()
    hideServerError()
    submitButton.current?.focus()
  }

  return (
    <>
      {showDemoAccounts && <DemoAccounts onPick={fill} />}
      <form
        className="auth-form auth-form--login"
        onSubmit={(event) => {
          event.preventDefault()
          // While busy a submit is ignored, checks and all: the form is on its way already.
          if (!busy) void app.submit(event)
        }}
        noValidate
        aria-busy={busy}
      >
        <FormFeedback app={app} />
        <EmailField
          {...email}
          className="auth-login__email"
          autoComplete="username"
          onChange={(event) => {
            email.onChange(event)
            hideServerError()
          }}
          serverError={shownServerError}
        />
        <PasswordField
          {...password}
          className="auth-login__password"
          label={t('auth.fields.password')}
          name="password"
          purpose="current"
          reveal={reveal}
          onChange={(event) => {
            password.onChange(event)
            hideServerError()
          }}
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
