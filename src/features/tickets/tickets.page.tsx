import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MailLayout } from '@/components/mail/mail-layout'
import { focusMailList, MailList, type MailListStatus } from '@/components/mail/mail-list'
import type { MailRowOptions } from '@/components/mail/mail-row'
import { ReaderEmpty } from '@/components/mail/mail-reader'
import { MailListHead, MailToolbar } from '@/components/mail/mail-toolbar'
import { useMailListKeys } from '@/components/mail/use-list-keys'
import { SyncStatus } from '@/components/sync-status/sync-status'
import type { MailPerson } from '@models/email/mail'
import { acceptsReplies } from '@models/tickets/ticket-changes'
import { statusOf, type TicketMail } from '@models/tickets/ticket-mail'
import { mailOfTicket } from '@models/tickets/ticket-records'
import { useErrorText } from '@/services/load-error-text'
import { startOutbox } from '@/services/local-store/outbox-runtime'
import { useSession } from '@/services/session/session'
import { useCan } from '@/services/use-can'
import { TicketBulkBar } from './ticket-bulk-bar'
import { TicketFolders, useFolderName } from './ticket-folders'
import { useTicketKeys } from './ticket-keys'
import type { PickerHandle } from './ticket-picker'
import { TicketReader } from './ticket-reader'
import { TicketStatusLabel } from './ticket-status'
import { factsOf, useTickets } from './use-tickets'
import './tickets.css'

/** The DOM id of a ticket's row, for the list's active descendant. */
const rowId = (id: number) => `ticket-row-${id}`

/**
 * Support tickets as a help desk (/apps/tickets): folders by status with their counts, a
 * searchable list, and the ticket being read with its thread and a composer. Agents (admin and
 * employees) also write internal notes, change a ticket's status and assignee, and change many
 * tickets at once; a customer sees and answers their own tickets. It opens from the local store at
 * once, online or not, and every change shows at once and waits in the outbox for the network.
 */
export default function TicketsPage() {
  const agent = useCan('manage', 'Tickets')
  const { user } = useSession()
  const me = useMemo<MailPerson>(
    () => ({
      id: user?.id ?? null,
      name: user ? user.fullName || user.username : '',
      email: user?.email ?? '',
      avatar: user?.avatar ?? '',
    }),
    [user],
  )
  // Signed out, the page is on its way to the login page, and asks the server nothing more.
  if (!user) return null
  // The machine decides with the user's rights as it starts: another user, another machine.
  return <HelpDesk key={`${user.id}:${String(agent)}`} agent={agent} me={me} />
}

function HelpDesk({ agent, me }: { agent: boolean; me: MailPerson }) {
  const { t } = useTranslation(['translation', 'mail'])
  useEffect(startOutbox, [])
  const desk = useTickets({ agent, me })
  const folderName = useFolderName()
  const keys = useTicketKeys(agent)
  const { read, sync, reader } = desk
  const listErrorText = useErrorText(sync.error)

  const rows = useMemo(() => read?.rows ?? [], [read])
  const mails = useMemo(() => rows.map(mailOfTicket), [rows])
  const [highlighted, setHighlight] = useState<number | null>(desk.openId)
  // End: the last ticket of the view, once every row of it is read.
  const [toLast, setToLast] = useState(false)
  const highlight = useCallback((id: number | null) => {
    setToLast(false)
    setHighlight(id)
  }, [])
  const lastRead = toLast && read !== undefined && rows.length >= read.total
  const activeId = lastRead
    ? (rows.at(-1)?.id ?? null)
    : highlighted !== null && rows.some((ticket) => ticket.id === highlighted)
      ? highlighted
      : (rows[0]?.id ?? null)
  const readerShown = reader !== 'closed'

  // The tickets picked that are still listed: what a bulk change changes.
  const picked = useMemo(() => {
    const ids = new Set(desk.selected)
    return rows.filter((ticket) => ids.has(ticket.id))
  }, [rows, desk.selected])
  const pickedIds = useMemo(() => new Set(picked.map((ticket) => ticket.id)), [picked])

  const composer = useRef<HTMLTextAreaElement>(null)
  const statusPicker = useRef<PickerHandle>(null)
  const assigneePicker = useRef<PickerHandle>(null)
  const bulkStatus = useRef<PickerHandle>(null)
  const bulkAssignee = useRef<PickerHandle>(null)

  const { open: openTicket, close, toggle } = desk
  const open = useCallback(
    (id: number) => {
      highlight(id)
      openTicket(id)
    },
    [openTicket, highlight],
  )
  // Back on the list, the keyboard goes on from the ticket that was open.
  const focusListOnClose = useRef(false)
  const back = useCallback(() => {
    focusListOnClose.current = true
    close()
  }, [close])
  useEffect(() => {
    if (readerShown || !focusListOnClose.current) return
    focusListOnClose.current = false
    focusMailList({ preventScroll: true })
  }, [readerShown])

  const { whole } = desk
  const toEnd = useCallback(() => {
    whole()
    setToLast(true)
  }, [whole])

  const ticket = desk.openTicket ?? null
  const writable = reader === 'open' && ticket !== null && acceptsReplies(ticket.status)
  const compose = (mode: 'reply' | 'note') => {
    if (!writable) return
    desk.mode(mode)
    composer.current?.focus()
  }
  const pickers = (forTicket: typeof statusPicker, forPicked: typeof statusPicker) => {
    if (!agent) return
    if (reader === 'open') forTicket.current?.open()
    else if (picked.length > 0) forPicked.current?.open()
  }

  useMailListKeys(
    {
      ids: rows.map((each) => each.id),
      activeId,
      highlight,
      open,
      readerShown,
      closeReader: back,
      toEnd,
    },
    {
      toggleSelected: agent ? () => activeId !== null && toggle(activeId) : undefined,
      more: {
        r: () => compose('reply'),
        ...(agent
          ? {
              n: () => compose('note'),
              s: () => pickers(statusPicker, bulkStatus),
              a: () => pickers(assigneePicker, bulkAssignee),
            }
          : {}),
      },
    },
  )

  const unknownPerson = t('tickets.reader.unknownSender')
  const rowOptions = useMemo<MailRowOptions<TicketMail>>(
    () => ({
      rowId,
      unknownPerson,
      renderTags: (mail) => <TicketStatusLabel status={statusOf(mail)} />,
      ...(agent
        ? { selection: { isSelected: (id: number) => pickedIds.has(id), onToggle: toggle } }
        : {}),
    }),
    [unknownPerson, agent, pickedIds, toggle],
  )

  const status: MailListStatus =
    read === undefined || (!read.loaded && rows.length === 0)
      ? sync.status === 'failed'
        ? 'failed'
        : 'loading'
      : !desk.current
        ? 'loading'
        : desk.typing
          ? 'typing'
          : 'ready'
  const folder = desk.folder
  const searching = desk.query !== ''
  const counts = read?.loaded ? read.counts : null
  return (
    <MailLayout
      className="tickets"
      title={t('tickets.title')}
      reading={readerShown}
      banner={<SyncStatus area="tickets" stale={sync.stale} onRetry={sync.retry} />}
      folders={<TicketFolders folder={folder} counts={counts} onChoose={desk.chooseFolder} />}
      list={
        <>
          <MailToolbar
            searchLabel={t('tickets.search.label')}
            placeholder={t('tickets.search.placeholder')}
            value={desk.typed}
            onSearch={desk.search}
            refreshLabel={t('tickets.list.refresh')}
            loading={sync.status === 'waiting'}
            onRefresh={sync.retry}
          />
          <MailListHead
            title={folderName(folder)}
            count={
              status === 'ready'
                ? searching
                  ? t('tickets.list.found', { count: read!.total })
                  : t('tickets.list.count', { count: read!.total })
                : null
            }
          />
          {agent && (
            <TicketBulkBar
              listed={rows.length}
              selected={picked.length}
              agents={desk.agents}
              statusRef={bulkStatus}
              assigneeRef={bulkAssignee}
              onSelectAll={(all) =>
                all ? desk.selectAll(rows.map((each) => each.id)) : desk.selectNone()
              }
              onStatus={(next) => desk.bulkStatus(next, picked.map(factsOf))}
              onAssign={(next) => desk.bulkAssign(next, picked.map(factsOf))}
            />
          )}
          <MailList
            status={status}
            mails={mails}
            total={read?.total}
            searching={searching}
            texts={{
              label: t('tickets.list.label'),
              loading: t('tickets.list.loading'),
              failed: t('tickets.list.failed'),
              empty: searching
                ? {
                    title: t('tickets.list.noResults.title'),
                    message: t('tickets.list.noResults.message', { query: desk.query }),
                  }
                : {
                    title: t('tickets.list.empty.title'),
                    message: t('tickets.list.empty.message', { folder: folderName(folder) }),
                  },
            }}
            errorText={listErrorText}
            activeId={activeId}
            openId={desk.openId}
            options={rowOptions}
            onOpen={open}
            onRetry={sync.retry}
            onEndReached={desk.more}
          />
        </>
      }
      reader={
        readerShown ? (
          <TicketReader
            status={
              reader === 'open' && ticket ? 'open' : reader === 'missing' ? 'missing' : 'opening'
            }
            ticket={ticket}
            agent={agent}
            agents={desk.agents}
            draft={desk.draft}
            problem={desk.problem}
            composerRef={composer}
            statusRef={statusPicker}
            assigneeRef={assigneePicker}
            onBack={back}
            onText={desk.text}
            onMode={desk.mode}
            onSend={desk.reply}
            onStatus={desk.status}
            onAssign={desk.assign}
          />
        ) : (
          <ReaderEmpty
            icon="pi pi-ticket"
            title={t('tickets.reader.empty.title')}
            message={t('tickets.reader.empty.message')}
            moreKeys={keys}
          />
        )
      }
    />
  )
}
