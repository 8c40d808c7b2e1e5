import { LoadError } from '@/components/load-states'

/**
 * A failed load inside a chat pane: the shared LoadError with its retry, or the same look without
 * a button when the screen offers no way to try again.
 */
export function ChatLoadError({
  title,
  message,
  onRetry,
}: {
  title: string
  message: string
  onRetry?: () => void
}) {
  return (
    <div className="chat-pane-state">
      {onRetry ? (
        <LoadError look="card" title={title} message={message} onRetry={onRetry} />
      ) : (
        <div className="load-error load-error--card" role="alert">
          <i className="pi pi-exclamation-triangle load-error__icon" aria-hidden="true" />
          <p className="load-error__title">{title}</p>
          <p className="load-error__message">{message}</p>
        </div>
      )}
    </div>
  )
}
