import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useIdParam } from '@/components/use-id-param'
import { MailLayout } from '@/components/mail/mail-layout'
import { focusMailList, MailList } from '@/components/mail/mail-list'
import type { MailRowOptions } from '@/components/mail/mail-row'
import { MailReader, ReaderEmpty } from '@/components/mail/mail-reader'
import { MailListHead, MailToolbar } from '@/components/mail/mail-toolbar'
import { useMailListKeys } from '@/components/mail/use-list-keys'
import { statusOf, type TicketFolder, type TicketMail } from '@models/ticket-mail'
import { TicketFolders, useFolderName } from './ticket-folders'
import { TicketStatusLabel } from './ticket-status'
import { useErrorText } from '@/services/load-error-text'
import { useTickets } from './use-tickets'
import './tickets.css'

/** The DOM id of a ticket's row, for the list's active descendant. */
const rowId = (id: number) => `ticket-row-${id}`

/**
 * Support tickets shown like a mail client (/apps/tickets): folders by status with unread counts,
 * a searchable list with the unread in bold, and a reading pane with the reply thread. On a phone
 * the reading pane replaces the list. The ticket machine decides; this screen shows and sends.
 */
export default function TicketsPage() {
  const { t } = useTranslation(['translation', 'mail'])
  const tickets = useTickets()
  const folderName = useFolderName()
  const [search, setSearch] = useState('')
  // The open ticket is in the URL (?ticket=ID): a reload, a shared link and the browser's back
  // and forward buttons open and close it. The machine decides what opening means.
  const [ticketInUrl, setTicketInUrl] = useIdParam('ticket')
  const [highlighted, setHighlighted] = useState<number | null>(ticketInUrl)
  const listErrorText = useErrorText(tickets.listError)
  const openErrorText = useErrorText(tickets.openError)

  const listed = tickets.tickets
  // The highlight follows the open ticket, and falls back to the first row of a new list.
  const activeId =
    highlighted !== null && listed.some((ticket) => ticket.id === highlighted)
      ? highlighted
      : (listed[0]?.id ?? null)
  const readerShown = tickets.readerStatus !== 'closed'

  const { send, openId } = tickets
  useEffect(() => {
    send(
      ticketInUrl === null ? { type: 'tickets.close' } : { type: 'tickets.open', id: ticketInUrl },
    )
  }, [ticketInUrl, send])
  // When the machine puts the ticket away (another folder), the URL follows.
  const wasOpen = useRef(openId)
  useEffect(() => {
    if (wasOpen.current !== null && openId === null && ticketInUrl !== null) setTicketInUrl(null)
    wasOpen.current = openId
  }, [openId, ticketInUrl, setTicketInUrl])

  const open = useCallback(
    (id: number) => {
      setHighlighted(id)
      if (id !== ticketInUrl) setTicketInUrl(id)
    },
    [ticketInUrl, setTicketInUrl],
  )
  // Back on the list, the keyboard goes on from the ticket that was open.
  const focusListOnClose = useRef(false)
  const back = () => {
    focusListOnClose.current = true
    setTicketInUrl(null)
  }
  useEffect(() => {
    if (readerShown || !focusListOnClose.current) return
    focusListOnClose.current = false
    focusMailList({ preventScroll: true })
  }, [readerShown])
  const chooseFolder = (folder: TicketFolder) => {
    setHighlighted(null)
    tickets.send({ type: 'tickets.folder', folder })
  }

  useMailListKeys({
    ids: listed.map((ticket) => ticket.id),
    activeId,
    highlight: setHighlighted,
    open,
    readerShown,
    closeReader: back,
  })

  const unknownPerson = t('tickets.reader.unknownSender')
  const rowOptions = useMemo<MailRowOptions<TicketMail>>(
    () => ({
      rowId,
      unknownPerson,
      renderTags: (ticket) => <TicketStatusLabel status={statusOf(ticket)} />,
    }),
    [unknownPerson],
  )
  const count = tickets.counts?.[tickets.folder].total
  const opened = tickets.opened
  return (
    <MailLayout
      className="tickets"
      title={t('tickets.title')}
      reading={readerShown}
      folders={
        <TicketFolders folder={tickets.folder} counts={tickets.counts} onChoose={chooseFolder} />
      }
      list={
        <>
          <MailToolbar
            searchLabel={t('tickets.search.label')}
            placeholder={t('tickets.search.placeholder')}
            value={search}
            onSearch={(text) => {
              setSearch(text)
              tickets.send({ type: 'tickets.search', query: text })
            }}
            refreshLabel={t('tickets.list.refresh')}
            loading={tickets.listStatus === 'loading'}
            onRefresh={() =>
              tickets.send({
                type: tickets.listStatus === 'failed' ? 'tickets.retry' : 'tickets.refresh',
              })
            }
          />
          <MailListHead
            title={folderName(tickets.folder)}
            count={
              count !== undefined && tickets.listStatus === 'ready'
                ? tickets.query
                  ? t('tickets.list.found', { count: listed.length })
                  : t('tickets.list.count', { count })
                : null
            }
          />
          <MailList
            status={tickets.listStatus}
            mails={listed}
            searching={tickets.query !== ''}
            texts={{
              label: t('tickets.list.label'),
              loading: t('tickets.list.loading'),
              failed: t('tickets.list.failed'),
              empty: tickets.query
                ? {
                    title: t('tickets.list.noResults.title'),
                    message: t('tickets.list.noResults.message', { query: tickets.query }),
                  }
                : {
                    title: t('tickets.list.empty.title'),
                    message: t('tickets.list.empty.message', {
                      folder: folderName(tickets.folder),
                    }),
                  },
            }}
            errorText={listErrorText}
            activeId={activeId}
            openId={tickets.openId}
            options={rowOptions}
            onOpen={open}
            onRetry={() => tickets.send({ type: 'tickets.retry' })}
          />
        </>
      }
      reader={
        tickets.readerStatus !== 'closed' ? (
          <MailReader
            status={tickets.readerStatus}
            mail={opened}
            texts={{
              label: t('tickets.reader.label'),
              loading: t('tickets.reader.loading'),
              failed: t('tickets.reader.failed'),
              unknownPerson,
            }}
            errorText={openErrorText}
            onBack={back}
            onRetry={() => tickets.send({ type: 'tickets.reader.retry' })}
            tags={opened && <TicketStatusLabel status={statusOf(opened)} />}
            barEnd={
              opened && (
                <span className="tickets-reader__number">
                  {t('tickets.reader.number', { id: opened.id })}
                </span>
              )
            }
            recipients={
              opened
                ? [
                    {
                      label: t('mail:reader.to'),
                      names: opened.to.name || opened.to.email || t('tickets.reader.supportDesk'),
                    },
                  ]
                : []
            }
          />
        ) : (
          <ReaderEmpty
            icon="pi pi-ticket"
            title={t('tickets.reader.empty.title')}
            message={t('tickets.reader.empty.message')}
          />
        )
      }
    />
  )
}
