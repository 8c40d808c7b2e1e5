import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/button'
import './chat-banner.css'

export interface ChatBannerAction {
  label: string
  onClick?: () => void
  /** Makes the action a link. */
  href?: string
  /** Opens `href` in a new tab. */
  external?: boolean
}

export interface ChatBannerProps {
  tone: 'info' | 'warning' | 'primary'
  /** A PrimeIcons class list, e.g. 'pi pi-whatsapp'. */
  icon: string
  title: string
  text: string
  action?: ChatBannerAction
  onDismiss?: () => void
}

/** A compact alert above the chat card, with one action and an optional dismiss button. */
export function ChatBanner({ tone, icon, title, text, action, onDismiss }: ChatBannerProps) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <section className={`chat-banner chat-banner--${tone}`} aria-labelledby={titleId}>
      <span className="chat-banner__icon" aria-hidden="true">
        <i className={icon} />
      </span>
      <div className="chat-banner__content">
        <p id={titleId} className="chat-banner__title">
          {title}
        </p>
        <p className="chat-banner__text">{text}</p>
      </div>
      {action &&
        (action.href ? (
          <a
            className="btn btn--primary chat-banner__action"
            href={action.href}
            onClick={action.onClick}
            {...(action.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {action.label}
          </a>
        ) : (
          <Button className="chat-banner__action" onClick={action.onClick}>
            {action.label}
          </Button>
        ))}
      {onDismiss && (
        <button
          type="button"
          className="icon-button chat-banner__dismiss"
          aria-label={t('chat.banner.dismiss')}
          onClick={onDismiss}
        >
          <i className="pi pi-times" aria-hidden="true" />
        </button>
      )}
    </section>
  )
}
