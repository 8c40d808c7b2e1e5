import { useTranslation } from 'react-i18next'
import { datatableStatusOf, type DatatableRow } from '@models/datatable/datatable-row'
import { ChatAvatar } from '@/components/chat/chat-avatar'
import type { DatatableFormat } from './datatable-format'
import './datatable-cells.css'

/** The tone of each status chip, 1 to 5. */
const statusTones = {
  current: 'primary',
  professional: 'success',
  rejected: 'danger',
  resigned: 'warning',
  applied: 'info',
} as const

/** An employee: picture or initials, the name and the email. */
export function EmployeeCell({ row }: { row: DatatableRow }) {
  return (
    <span className="employee-cell">
      <ChatAvatar name={row.full_name} src={row.avatar || null} size="sm" />
      <span className="employee-cell__text">
        <span className="employee-cell__name">{row.full_name}</span>
        <span className="employee-cell__email">{row.email}</span>
      </span>
    </span>
  )
}

/** A row's status, 1 to 5, as a labelled chip in its tone; another number as "Unknown". */
export function StatusChip({ status }: { status: number }) {
  const { t } = useTranslation('datatable')
  const name = datatableStatusOf(status)
  return (
    <span className={`badge datatable-status tone--${name ? statusTones[name] : 'neutral'}`}>
      {t(`statuses.${name ?? 'unknown'}`)}
    </span>
  )
}

/** What the table does not show of a row, under it when opened: a short description list. */
export function RowDetails({ row, format }: { row: DatatableRow; format: DatatableFormat }) {
  const { t } = useTranslation('datatable')
  const items: [label: string, value: string][] = [
    [t('details.city'), row.city],
    [t('details.age'), format.age(row)],
    [t('details.experience'), format.experience(row)],
    [t('details.startDate'), format.startDate(row)],
    [t('details.salary'), format.salary(row)],
  ]
  return (
    <section className="row-details" aria-label={t('details.label', { name: row.full_name })}>
      <dl className="row-details__list">
        {items.map(([label, value]) => (
          <div key={label} className="row-details__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
