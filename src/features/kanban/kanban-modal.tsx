import { useId, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useModalFocus } from '@/components/use-modal-focus'

/**
 * A modal dialog or side drawer: it takes the focus, keeps Tab inside, closes on Escape or a click
 * on the backdrop, and gives the focus back to where it was.
 */
export function KanbanModal({
  title,
  onClose,
  variant = 'dialog',
  children,
  footer,
}: {
  title: string
  onClose: () => void
  variant?: 'dialog' | 'drawer'
  children: ReactNode
  footer?: ReactNode
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)
  const onKeyDown = useModalFocus(panel, onClose, () =>
    panel.current?.querySelector<HTMLElement>(
      'input:not([type="hidden"]), select, textarea, button:not(.kanban-modal__close)',
    ),
  )
  return (
    <div
      className={`kanban-modal kanban-modal--${variant}`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div
        ref={panel}
        className="kanban-modal__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <header className="kanban-modal__header">
          <h2 id={titleId} className="kanban-modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="icon-button kanban-modal__close"
            title={t('kanban.drawer.close')}
            aria-label={t('kanban.drawer.close')}
            onClick={() => onClose()}
          >
            <i className="pi pi-times" aria-hidden="true" />
          </button>
        </header>
        <div className="kanban-modal__body">{children}</div>
        {footer && <footer className="kanban-modal__footer">{footer}</footer>}
      </div>
    </div>
  )
}
