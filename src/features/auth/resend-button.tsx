import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCooldown } from './use-cooldown'

/** How long a "Resend" waits before it may be pressed again. */
export const resendCooldownSeconds = 30

interface ResendButtonProps {
  /** What the user is asking about, e.g. "Didn't get the mail?". */
  question: string
  /** The confirmation once something was sent again. */
  sentMessage: string
}

/**
 * "Resend" with a countdown until it may be pressed again. While it counts down the button stays
 * focusable and says how long is left (aria-disabled rather than disabled, so the focus stays).
 */
export function ResendButton({ question, sentMessage }: ResendButtonProps) {
  const { t } = useTranslation()
  const cooldown = useCooldown(resendCooldownSeconds)
  const [sent, setSent] = useState(false)

  const resend = () => {
    if (cooldown.active) return
    setSent(true)
    cooldown.start()
  }

  return (
    <div className="auth-resend">
      <p className="auth-alt">
        <span>{question}</span>{' '}
        <button
          type="button"
          className="auth-link-button"
          aria-disabled={cooldown.active}
          onClick={resend}
        >
          {cooldown.active
            ? t('auth.resend.wait', { seconds: cooldown.remaining })
            : t('auth.resend.action')}
        </button>
      </p>
      {/* Always in the page, so the confirmation is announced when it appears. */}
      <p className="auth-resend__status" role="status">
        {sent && (
          <>
            <i className="pi pi-check-circle" aria-hidden="true" />
            <span>{sentMessage}</span>
          </>
        )}
      </p>
    </div>
  )
}
