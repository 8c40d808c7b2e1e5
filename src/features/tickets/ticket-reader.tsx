import { useMemo, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { MailReader, type ReplyDecoration } from '@/components/mail/mail-reader'
import type { ComposerMode, ComposerProblem } from '@machines/tickets/tickets.types'
import type { TicketStatus } from '@models/tickets/ticket-api'
import { acceptsReplies } from '@models/tickets/ticket-changes'
import type { TicketMail } from '@models/tickets/ticket-mail'
import {
  mailOfTicket,
  type TicketAgentRecord,
  type TicketRecord,
  type TicketReplyRecord,
} from '@models/tickets/ticket-records'
import { useOnline } from '@/services/online-status'
import { AssigneePicker, StatusPicker } from './ticket-controls'
import { TicketComposer } from './ticket-composer'
import type { PickerHandle } from './ticket-picker'
import { TicketStatusLabel } from './ticket-status'
import { TicketKeysHint } from './ticket-keys'

/** Where the reading pane is: waiting for the store, showing the ticket, or without one. */
export type TicketReaderStatus = 'opening' | 'open' | 'missing'

/** The replies a user sees: an agent every one, notes included; a customer the published ones. */
function visibleReplies(ticket: TicketRecord, agent: boolean): TicketReplyRecord[] {
  return agent ? ticket.replies : ticket.replies.filter((reply) => reply.published)
}

/** The ticket as the mail reader shows it, with the replies the user may see. */
function mailOf(ticket: TicketRecord, replies: readonly TicketReplyRecord[]): TicketMail {
  return {
    ...mailOfTicket(ticket),
    replies: replies.map(({ from, message, time }) => ({ from, message, time })),
  }
}

/**
 * The ticket being read: its thread (an agent's internal notes marked as such, a reply on its
 * way marked "Sending…" or "Waiting for network"), for an agent its status and assignee, and the
 * composer, or why a closed ticket takes no replies.
 */
export function TicketReader({
  status,
  ticket,
  agent,
  agents,
  draft,
  problem,
  composerRef,
  statusRef,
  assigneeRef,
  onBack,
  onText,
  onMode,
  onSend,
  onStatus,
  onAssign,
}: {
  status: TicketReaderStatus
  ticket: TicketRecord | null
  agent: boolean
  agents: readonly TicketAgentRecord[]
  draft: { text: string; mode: ComposerMode }
  problem: ComposerProblem | null
  /** The composer's text box, which R and N focus. */
  composerRef: Ref<HTMLTextAreaElement>
  /** The pickers, which S and A open. */
  statusRef: Ref<PickerHandle>
  assigneeRef: Ref<PickerHandle>
  onBack: () => void
  onText: (text: string) => void
  onMode: (mode: ComposerMode) => void
  onSend: () => void
  onStatus: (status: TicketStatus) => void
  onAssign: (agent: TicketAgentRecord | null) => void
}) {
  const { t } = useTranslation(['translation', 'mail'])
  const online = useOnline()
  const replies = useMemo(() => (ticket ? visibleReplies(ticket, agent) : []), [ticket, agent])
  const mail = useMemo(() => (ticket ? mailOf(ticket, replies) : null), [ticket, replies])

  const decoration = (index: number): (ReplyDecoration & { key: string }) | undefined => {
    const reply = replies[index]
    if (!reply) return undefined
    const marks = []
    if (!reply.published) {
      marks.push(
        <span className="ticket-reply__mark ticket-reply__mark--note" key="note">
          <i className="pi pi-lock" aria-hidden="true" />
          {t('tickets.thread.note')}
        </span>,
      )
    }
    if (reply.delivery === 'pending') {
      marks.push(
        <span className="ticket-reply__mark ticket-reply__mark--pending" key="pending">
          <i className={online ? 'pi pi-spinner pi-spin' : 'pi pi-clock'} aria-hidden="true" />
          {online ? t('tickets.thread.sending') : t('tickets.thread.waiting')}
        </span>,
      )
    }
    const classes = [
      !reply.published && 'ticket-reply--note',
      reply.delivery === 'pending' && 'ticket-reply--pending',
    ].filter(Boolean)
    return { key: reply.key, className: classes.join(' ') || undefined, mark: marks }
  }

  const customer =
    ticket?.customer.name || ticket?.customer.email || t('tickets.reader.unknownSender')
  const footer =
    ticket &&
    (acceptsReplies(ticket.status) ? (
      <>
        <TicketComposer
          textRef={composerRef}
          agent={agent}
          mode={agent ? draft.mode : 'reply'}
          text={draft.text}
          problem={problem}
          customer={customer}
          onText={onText}
          onMode={onMode}
          onSend={onSend}
        />
        <TicketKeysHint agent={agent} composing />
      </>
    ) : (
      <div className="ticket-closed" role="note">
        <i className="pi pi-lock" aria-hidden="true" />
        <div>
          <p className="ticket-closed__title">{t('tickets.composer.closed')}</p>
          {agent && <p className="ticket-closed__text">{t('tickets.composer.reopen')}</p>}
        </div>
      </div>
    ))

  return (
    <MailReader
      status={status}
      mail={mail}
      texts={{
        label: t('tickets.reader.label'),
        loading: t('tickets.reader.loading'),
        failed: t('tickets.reader.failed'),
        unknownPerson: t('tickets.reader.unknownSender'),
        missing: {
          title: t('tickets.reader.missing.title'),
          message: t('tickets.reader.missing.message'),
        },
      }}
      errorText={null}
      onBack={onBack}
      onRetry={onBack}
      tags={ticket && <TicketStatusLabel status={ticket.status} />}
      barEnd={
        ticket && (
          <span className="tickets-reader__number">
            {t('tickets.reader.number', { id: ticket.id })}
          </span>
        )
      }
      actions={
        agent &&
        ticket && (
          <>
            <StatusPicker ref={statusRef} value={ticket.status} onChoose={onStatus} />
            <AssigneePicker
              ref={assigneeRef}
              value={ticket.assignee?.id ?? null}
              current={ticket.assignee}
              agents={agents}
              onChoose={onAssign}
            />
          </>
        )
      }
      recipients={
        ticket
          ? [
              {
                label: t('mail:reader.to'),
                names:
                  ticket.assignee?.name ||
                  ticket.assignee?.email ||
                  t('tickets.reader.supportDesk'),
              },
            ]
          : []
      }
      replyDecoration={decoration}
      footer={footer}
    />
  )
}
