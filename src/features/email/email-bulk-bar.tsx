import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/button'
import type { EmailFolder, EmailLabel, EmailPatch } from '@models/email/email-message'
import { LabelMenu, MoveMenu } from './email-menus'

/**
 * Above the list: a box that selects every email listed (or none), and, once some are selected,
 * what can be done to all of them at once.
 */
export function EmailBulkBar({
  total,
  selected,
  folder,
  onSelectAll,
  onApply,
}: {
  /** How many emails are listed. */
  total: number
  selected: number
  folder: EmailFolder | null
  onSelectAll: (all: boolean) => void
  onApply: (patch: EmailPatch) => void
}) {
  const { t } = useTranslation('email')
  const box = useRef<HTMLInputElement>(null)
  const all = total > 0 && selected === total
  useEffect(() => {
    if (box.current) box.current.indeterminate = selected > 0 && !all
  }, [selected, all])
  const action = (icon: string, label: string, patch: EmailPatch) => (
    <Button
      variant="icon"
      icon={icon}
      aria-label={label}
      title={label}
      onClick={() => onApply(patch)}
    />
  )
  return (
    <div className="email-bulk" role="toolbar" aria-label={t('bulk.label')}>
      <label className="email-bulk__all">
        <input
          ref={box}
          type="checkbox"
          checked={all}
          disabled={total === 0}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        <span className={selected > 0 ? 'visually-hidden' : undefined}>{t('bulk.selectAll')}</span>
      </label>
      {selected > 0 && (
        <>
          <span className="email-bulk__count" aria-live="polite">
            {t('bulk.selected', { count: selected })}
          </span>
          <span className="email-bulk__actions">
            {action('pi pi-envelope', t('bulk.markRead'), { isRead: true })}
            {action('pi pi-eye-slash', t('bulk.markUnread'), { isRead: false })}
            {action('pi pi-star-fill', t('bulk.star'), { isStarred: true })}
            {action('pi pi-star', t('bulk.unstar'), { isStarred: false })}
            {folder !== 'trash' && action('pi pi-trash', t('bulk.trash'), { folder: 'trash' })}
            <MoveMenu current={folder} onMove={(to) => onApply({ folder: to })} />
            <LabelMenu onToggle={(label: EmailLabel) => onApply({ toggleLabel: label })} />
          </span>
        </>
      )}
    </div>
  )
}
