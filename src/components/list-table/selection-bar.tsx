import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/button'

/**
 * What can be done with the rows picked in a list, over it, while some are picked; screen
 * readers hear how many.
 */
export function SelectionBar({
  count,
  onClear,
  children,
}: {
  count: number
  onClear: () => void
  children: ReactNode
}) {
  const { t } = useTranslation('table')
  return (
    <div className="selection-bar" hidden={count === 0}>
      <p className="selection-bar__count" aria-live="polite">
        {count > 0 ? t('selected', { count }) : ''}
      </p>
      <div className="selection-bar__actions">
        {children}
        <Button variant="text" onClick={onClear}>
          {t('clearSelection')}
        </Button>
      </div>
    </div>
  )
}

/** The selection bar's delete action, in the one look every list gives it. */
export function DeleteSelectedButton({
  onDelete,
  children,
}: {
  onDelete: () => void
  children: ReactNode
}) {
  return (
    <Button variant="secondary" icon="pi pi-trash" className="btn--danger" onClick={onDelete}>
      {children}
    </Button>
  )
}
