import { useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { useModalFocus } from '@/components/use-modal-focus'

/**
 * The calendar's side drawer over the page: a title, a close button and its content. Escape, the
 * close button and a click outside call `onDismiss`; focus stays inside while it is open and
 * returns where it was after.
 */
export function CalendarDrawer({
  title,
  onDismiss,
  initialFocus,
  children,
}: {
  title: string
  onDismiss: () => void
  initialFocus?: () => HTMLElement | null | undefined
  children: ReactNode
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)
  const keyDown = useModalFocus(panel, onDismiss, initialFocus)

  // On the body, so no scrolled or transformed ancestor moves it.
  return createPortal(
    <div className="calendar-drawer" onKeyDown={keyDown}>
      <div className="calendar-drawer__backdrop" onClick={onDismiss} aria-hidden="true" />
      <div
        ref={panel}
        className="calendar-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <header className="calendar-drawer__header">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="icon-button"
            aria-label={t('calendar.form.close')}
            onClick={onDismiss}
          >
            <i className="pi pi-times" aria-hidden="true" />
          </button>
        </header>
        {children}
      </div>
    </div>,
    document.body,
  )
}
