import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from './button'
import './load-states.css'

/**
 * A loading placeholder: grey blocks shaped like the content to come, so the page does not move
 * when it arrives. Screen readers hear `label` once; the blocks themselves are hidden from them.
 */
export function LoadingPlaceholder({
  label,
  className,
  children,
}: {
  label: string
  className: string
  children: ReactNode
}) {
  return (
    <div className={className} role="status">
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  )
}

/** One shimmering grey block of a loading placeholder; its size comes from `className`. */
export function SkeletonBlock({ className }: { className: string }) {
  return <div className={`skeleton-block ${className}`} aria-hidden="true" />
}

/**
 * Where a failed load is shown, which sets its size and layout:
 * - `page`: the whole content of a screen, in a card of its own, with the title as a heading;
 * - `card`: the body of one card, centred;
 * - `section`: one part of a card, the icon beside the title;
 * - `line`: a line inside a card's text, without icon, the title and message run together.
 */
export type LoadErrorLook = 'page' | 'card' | 'section' | 'line'

const retryVariant = {
  page: 'primary',
  card: 'secondary',
  section: 'secondary',
  line: 'text',
} as const

/** A failed load: what went wrong in plain words and a way to try again, in place of the data. */
export function LoadError({
  look,
  title,
  message,
  onRetry,
}: {
  look: LoadErrorLook
  title: string
  message: string
  onRetry: () => void
}) {
  const { t } = useTranslation()
  const Title = look === 'page' ? 'h2' : 'p'
  return (
    <div className={`load-error load-error--${look}${look === 'page' ? ' card' : ''}`} role="alert">
      {look === 'line' ? (
        <p className="load-error__message">
          {title} {message}
        </p>
      ) : (
        <>
          <i className="pi pi-exclamation-triangle load-error__icon" aria-hidden="true" />
          <Title className="load-error__title">{title}</Title>
          <p className="load-error__message">{message}</p>
        </>
      )}
      <Button variant={retryVariant[look]} icon="pi pi-refresh" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  )
}
