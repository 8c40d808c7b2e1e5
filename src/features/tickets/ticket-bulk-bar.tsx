import { useEffect, useRef, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import type { TicketStatus } from '@models/tickets/ticket-api'
import type { TicketAgentRecord } from '@models/tickets/ticket-records'
import { AssigneePicker, StatusPicker } from './ticket-controls'
import type { PickerHandle } from './ticket-picker'

/**
 * Above the list, for agents: a box that picks every ticket listed (or none), and once some are
 * picked, how many, and a status and an assignee to give them all in one change.
 */
export function TicketBulkBar({
  listed,
  selected,
  agents,
  statusRef,
  assigneeRef,
  onSelectAll,
  onStatus,
  onAssign,
}: {
  /** How many tickets are listed. */
  listed: number
  selected: number
  agents: readonly TicketAgentRecord[]
  /** The pickers, which the S and A keys open. */
  statusRef: Ref<PickerHandle>
  assigneeRef: Ref<PickerHandle>
  onSelectAll: (all: boolean) => void
  onStatus: (status: TicketStatus) => void
  onAssign: (agent: TicketAgentRecord | null) => void
}) {
  const { t } = useTranslation()
  const box = useRef<HTMLInputElement>(null)
  const all = listed > 0 && selected === listed
  useEffect(() => {
    if (box.current) box.current.indeterminate = selected > 0 && !all
  }, [selected, all])
  return (
    <div className="ticket-bulk" role="toolbar" aria-label={t('tickets.bulk.label')}>
      <label className="ticket-bulk__all">
        <input
          ref={box}
          type="checkbox"
          checked={all}
          disabled={listed === 0}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        <span className={selected > 0 ? 'visually-hidden' : undefined}>
          {t('tickets.bulk.selectAll')}
        </span>
      </label>
      {selected > 0 && (
        <>
          <span className="ticket-bulk__count" aria-live="polite">
            {t('tickets.bulk.selected', { count: selected })}
          </span>
          <span className="ticket-bulk__actions">
            <StatusPicker
              ref={statusRef}
              value={null}
              label={t('tickets.bulk.status')}
              onChoose={onStatus}
            />
            <AssigneePicker
              ref={assigneeRef}
              value={undefined}
              agents={agents}
              label={t('tickets.bulk.assignee')}
              onChoose={onAssign}
            />
          </span>
        </>
      )}
    </div>
  )
}
