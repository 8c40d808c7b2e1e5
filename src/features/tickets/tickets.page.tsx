import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/button'
import { useIdParam } from '@/components/use-id-param'
import type { TicketFolder } from '@models/ticket-mail'
import { TicketFolders, useFolderName } from './ticket-folders'
import { TicketList } from './ticket-list'
import { ReaderEmpty, TicketReader } from './ticket-reader'
import { useErrorText } from '@/services/load-error-text'
import { useListKeys } from './use-list-keys'
import { useTickets } from './use-tickets'
import './tickets.css'

/**
 * Support tickets shown like a mail client (/apps/tickets): folders by status with unread counts,
 * a searchable list with the unread in bold, and a reading pane with the reply thread. On a phone
 * the reading pane replaces the list. The ticket machine decides; this screen shows and sends.
 */
export default function TicketsPage() {
  const { t } = useTranslation()
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
    document.querySelector<HTMLElement>('.tickets-list')?.focus({ preventScroll: true })
  }, [readerShown])
  const chooseFolder = (folder: TicketFolder) => {
    setHighlighted(null)
    tickets.send({ type: 'tickets.folder', folder })
  }

  useListKeys({
    move: (step) => {
      if (listed.length === 0) return
      const at = listed.findIndex((ticket) => ticket.id === activeId)
      const next = Math.min(listed.length - 1, Math.max(0, at + step))
      setHighlighted(listed[next]!.id)
    },
    open: () => {
      if (activeId !== null) open(activeId)
    },
    back: () => {
      if (!readerShown) return false
      back()
      return true
    },
  })

  const count = tickets.counts?.[tickets.folder].total
  return (
    <div className={readerShown ? 'tickets tickets--reading' : 'tickets'}>
      <h1 className="visually-hidden">{t('tickets.title')}</h1>
      <div className="tickets__card">
        <aside className="tickets__folders">
          <TicketFolders folder={tickets.folder} counts={tickets.counts} onChoose={chooseFolder} />
        </aside>
        <div className="tickets__list">
          <div className="tickets-toolbar">
            <label className="tickets-search">
              <i className="pi pi-search" aria-hidden="true" />
              <span className="visually-hidden">{t('tickets.search.label')}</span>
              <input
                type="search"
                value={search}
                placeholder={t('tickets.search.placeholder')}
                onChange={(event) => {
                  setSearch(event.target.value)
                  tickets.send({ type: 'tickets.search', query: event.target.value })
                }}
                onKeyDown={(event) => {
                  // Down from the search box goes to the list, as the keyboard expects.
                  if (event.key === 'ArrowDown') {
                    event.preventDefault()
                    document.querySelector<HTMLElement>('.tickets-list')?.focus()
                  }
                }}
              />
            </label>
            <Button
              variant="icon"
              icon={tickets.listStatus === 'loading' ? 'pi pi-refresh pi-spin' : 'pi pi-refresh'}
              aria-label={t('tickets.list.refresh')}
              title={t('tickets.list.refresh')}
              disabled={tickets.listStatus === 'loading'}
              onClick={() =>
                tickets.send({
                  type: tickets.listStatus === 'failed' ? 'tickets.retry' : 'tickets.refresh',
                })
              }
            />
          </div>
          <div className="tickets-list__head">
            <h2 className="tickets-list__title">{folderName(tickets.folder)}</h2>
            {count !== undefined && tickets.listStatus === 'ready' && (
              <span className="tickets-list__count">
                {tickets.query
                  ? t('tickets.list.found', { count: listed.length })
                  : t('tickets.list.count', { count })}
              </span>
            )}
          </div>
          <TicketList
            status={tickets.listStatus}
            tickets={listed}
            query={tickets.query}
            folderName={folderName(tickets.folder)}
            errorText={listErrorText}
            activeId={activeId}
            openId={tickets.openId}
            onOpen={open}
            onRetry={() => tickets.send({ type: 'tickets.retry' })}
          />
        </div>
        <div className="tickets__reader">
          {readerShown ? (
            <TicketReader
              status={tickets.readerStatus}
              ticket={tickets.opened}
              errorText={openErrorText}
              onBack={back}
              onRetry={() => tickets.send({ type: 'tickets.reader.retry' })}
            />
          ) : (
            <ReaderEmpty />
          )}
        </div>
      </div>
    </div>
  )
}
