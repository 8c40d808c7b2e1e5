import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { ChatAvatar } from '@/components/chat/chat-avatar'
import { ticketStatuses, type TicketStatus } from '@models/tickets/ticket-api'
import type { TicketAgentRecord, TicketAssignee } from '@models/tickets/ticket-records'
import { TicketPicker, type PickerHandle } from './ticket-picker'

/** The id of "nobody" among the assignee picker's choices. */
const nobody = 'nobody'

/** A status picker: the five statuses of the help desk. */
export function StatusPicker({
  ref,
  value,
  label,
  onChoose,
}: {
  ref?: Ref<PickerHandle>
  /** The status now, or null for several tickets. */
  value: TicketStatus | null
  label?: string
  onChoose: (status: TicketStatus) => void
}) {
  const { t } = useTranslation()
  return (
    <TicketPicker
      ref={ref}
      className="ticket-picker--status"
      label={label ?? t('tickets.controls.status')}
      icon="pi pi-flag"
      value={value}
      shown={value ? t(`tickets.status.${value}`) : null}
      choices={ticketStatuses.map((status) => ({
        id: status,
        name: t(`tickets.status.${status}`),
        icon: <span className={`ticket-dot ticket-dot--${status}`} aria-hidden="true" />,
      }))}
      onChoose={(id) => onChoose(id as TicketStatus)}
    />
  )
}

/** An assignee picker: nobody, or one of the agents. */
export function AssigneePicker({
  ref,
  value,
  current,
  agents,
  label,
  onChoose,
}: {
  ref?: Ref<PickerHandle>
  /** The assignee's id now, null for nobody, undefined for several tickets. */
  value: number | null | undefined
  /**
   * Who it is, when the agents list does not have them (not loaded yet, or named by the server
   * without an id).
   */
  current?: TicketAssignee | null
  agents: readonly TicketAgentRecord[]
  label?: string
  onChoose: (agent: TicketAgentRecord | null) => void
}) {
  const { t } = useTranslation()
  const known =
    current && current.id !== null && !agents.some((agent) => agent.id === current.id)
      ? [{ ...current, id: current.id }]
      : []
  const choices = [...known, ...agents]
  const name = (agent: Pick<TicketAgentRecord, 'name' | 'email'>) => agent.name || agent.email
  const chosen = value === undefined ? null : value === null ? nobody : String(value)
  const shownAgent = choices.find((agent) => agent.id === value)
  return (
    <TicketPicker
      ref={ref}
      className="ticket-picker--assignee"
      label={label ?? t('tickets.controls.assignee')}
      icon="pi pi-user"
      value={chosen}
      shown={
        value === undefined
          ? null
          : shownAgent
            ? name(shownAgent)
            : current
              ? name(current)
              : t('tickets.controls.nobody')
      }
      choices={[
        {
          id: nobody,
          name: t('tickets.controls.nobody'),
          icon: <i className="pi pi-user-minus ticket-picker__nobody" aria-hidden="true" />,
        },
        ...choices.map((agent) => ({
          id: String(agent.id),
          name: name(agent),
          icon: <ChatAvatar name={name(agent)} src={agent.avatar} size="sm" />,
        })),
      ]}
      onChoose={(id) =>
        onChoose(id === nobody ? null : (choices.find((agent) => String(agent.id) === id) ?? null))
      }
    />
  )
}
