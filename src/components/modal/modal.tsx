import { useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { useModalFocus } from '@/components/use-modal-focus'
import './modal.css'

/**
 * A modal dialog, or a side drawer from the end edge: it takes the focus, keeps Tab inside,
 * closes on Escape, the close button or a click on the backdrop, and gives the focus back to
 * where it was. It sits on the body, so that no scrolled or transformed ancestor moves it.
 */
export function Modal({
  title,
  onClose,
  variant = 'dialog',
  busy = false,
  initialFocus,
  className,
  children,
  footer,
}: {
  title: string
  onClose: () => void
  variant?: 'dialog' | 'drawer'
  /** Marks the close button unavailable (the caller decides what closing does meanwhile). */
  busy?: boolean
  /** What takes the focus first; the first field or button by default. */
  initialFocus?: () => HTMLElement | null | undefined
  /** The area's own class, to size or tune the panel. */
  className?: string
  children: ReactNode
  footer?: ReactNode
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)
  const onKeyDown = useModalFocus(
    panel,
    onClose,
    initialFocus ??
      (() =>
        panel.current?.querySelector<HTMLElement>(
          'input:not([type="hidden"]), select, textarea, button:not(.modal__close)',
        )),
  )
  const classes = ['modal', `modal--${variant}`, className].filter(Boolean).join(' ')
  return createPortal(
    <div
      className={classes}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div
        ref={panel}
        className="modal__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="icon-button modal__close"
            title={t('common.close')}
            aria-label={t('common.close')}
            aria-disabled={busy}
            onClick={() => onClose()}
          >
            <i className="pi pi-times" aria-hidden="true" />
          </button>
        </header>
        <div className="modal__body">{children}</div>
        {footer && <footer className="modal__footer">{footer}</footer>}
      </div>
    </div>,
    document.body,
  )
}
