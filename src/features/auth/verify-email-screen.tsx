import { Link, useSearch } from 'wouter'
import { useTranslation } from 'react-i18next'
import { AuthFrame } from './auth-frame'
import { VerifyEmailArt } from './auth-art'
import type { AuthVariant } from './auth-paths'
import { ResendButton } from './resend-button'
import { isEmailAddress } from '@models/email/email'

/** The address shown when the page is opened without one (`?email=` after registering). */
const sampleAddress = 'john.doe@email.com'

/** The verify-email template: where the link went, a way to skip, and a resend with a cooldown. */
export function VerifyEmailScreen({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation()
  const given = new URLSearchParams(useSearch()).get('email')?.trim() ?? ''
  const email = isEmailAddress(given) ? given : sampleAddress
  return (
    <AuthFrame variant={variant} art={<VerifyEmailArt />} title={t('auth.verifyEmail.title')}>
      <p className="auth-text">
        {t('auth.verifyEmail.sentTo')} <strong className="auth-address">{email}</strong>
      </p>
      <p className="auth-text">{t('auth.verifyEmail.instructions')}</p>
      <Link href="/" className="btn btn--primary auth-submit">
        {t('auth.verifyEmail.skip')}
      </Link>
      <ResendButton
        question={t('auth.verifyEmail.noEmail')}
        sentMessage={t('auth.verifyEmail.resent', { email })}
      />
    </AuthFrame>
  )
}
