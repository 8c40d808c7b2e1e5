import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearch } from 'wouter'
import { useIdParam } from '@/components/use-id-param'
import { MailLayout } from '@/components/mail/mail-layout'
import { MailList } from '@/components/mail/mail-list'
import type { MailRowOptions } from '@/components/mail/mail-row'
import { ReaderEmpty } from '@/components/mail/mail-reader'
import { MailListHead, MailToolbar } from '@/components/mail/mail-toolbar'
import { useMailListKeys } from '@/components/mail/use-list-keys'
import {
  isInView,
  metaAfterChanges,
  type EmailFolder,
  type EmailLabel,
  type EmailMessage,
  type EmailPatch,
} from '@models/email/email-message'
import {
  draftOf,
  forwardOf,
  newComposition,
  replyTo,
  toDraft,
  type ComposerFields,
  type Composition,
} from '@models/email/email-compose'
import { searchFromParams } from '@models/lists/list-params'
import type { MailPerson } from '@models/email/mail'
import { useList } from '@/services/list/use-list'
import { useErrorText } from '@/services/load-error-text'
import { useCurrentUser } from '@/services/current-user'
import { notify } from '@/services/toast'
import {
  emailList,
  emailViewOf,
  type ComposedEmail,
  type EmailChange,
  type EmailPage,
} from '@/services/email/email-list'
import { openEmailParam, showEmailFrom } from '@/services/email/email-query'
import { EmailBulkBar } from './email-bulk-bar'
import { EmailFolders } from './email-folders'
import { EmailReader, type ComposeFrom } from './email-reader'
import { EmailLabelTags } from './email-menus'
import { ComposerHost } from './composer-host'
import { useEmailWords } from './email-words'
import { useOpenedEmail } from './use-opened-email'
import './email.css'

/** The DOM id of an email's row, for the list's active descendant. */
const rowId = (id: number) => `email-row-${id}`

/** Sent emails and drafts name whom they went to; the others, who wrote them. */
function personOf(email: EmailMessage): MailPerson {
  if (email.folder !== 'sent' && email.folder !== 'draft') return email.from
  const first = email.to[0]
  return { id: null, name: first?.name ?? '', email: first?.email ?? '', avatar: '' }
}

const noneSelected: ReadonlySet<number> = new Set()

/**
 * The team's mailbox (/apps/email, issue 14): a three-pane mail client on the shared mail views
 * (those of Support Tickets) and the list pattern. The folder, the label, the search and the open
 * email are in the URL; every change shows at once and is taken back, with the catalogue's toast,
 * when the server refuses it.
 */
export default function EmailPage() {
  const { t } = useTranslation(['email', 'mail'])
  const words = useEmailWords()
  const list = useList(emailList)
  const { params, change } = list
  const view = useMemo(() => emailViewOf(params), [params])
  const viewKey = `${view.folder}|${view.label}|${view.q}`
  const [path, navigate] = useLocation()
  const search = useSearch()
  const [openId, setOpenId] = useIdParam(openEmailParam, { keepOthers: true })
  const opened = useOpenedEmail(openId, view)
  const me = useCurrentUser()
  const listErrorText = useErrorText(list.error)

  const loaded = list.loaded as EmailPage | null
  const page = list.page
  const rows = useMemo(
    () => (page?.rows ?? []).filter((email) => isInView(email, view)),
    [page, view],
  )
  const meta = loaded && page ? metaAfterChanges(loaded.meta, loaded.rows, page.rows) : null

  // The selection belongs to the list it was made in, and holds only emails still listed.
  const [selection, setSelection] = useState({ viewKey, ids: noneSelected })
  const selected = useMemo(() => {
    if (selection.viewKey !== viewKey) return noneSelected
    return new Set(rows.filter((email) => selection.ids.has(email.id)).map((email) => email.id))
  }, [selection, viewKey, rows])
  const select = useCallback(
    (ids: Iterable<number>) => setSelection({ viewKey, ids: new Set(ids) }),
    [viewKey],
  )

  const [highlighted, setHighlighted] = useState<number | null>(openId)
  const activeId =
    highlighted !== null && rows.some((email) => email.id === highlighted)
      ? highlighted
      : (rows[0]?.id ?? null)
  const readerShown = opened.status !== 'closed'

  const [composition, setComposition] = useState<Composition | null>(null)

  const go = (next: { folder: EmailFolder | ''; label: EmailLabel | '' }) => {
    const query = searchFromParams(
      { ...params, page: 1, filters: { folder: next.folder, label: next.label } },
      emailList.shape,
      search,
    )
    const url = new URLSearchParams(query)
    url.delete(openEmailParam)
    setHighlighted(null)
    navigate(url.size ? `${path}?${url}` : path)
  }

  const open = useCallback(
    (id: number) => {
      // A row the server does not have yet cannot be opened.
      if (id < 0) return
      setHighlighted(id)
      const row = loaded?.rows.find((email) => email.id === id)
      if (row) showEmailFrom(row)
      if (id !== openId) setOpenId(id)
    },
    [loaded, openId, setOpenId],
  )
  const close = () => setOpenId(null)

  const update = useCallback(
    (ids: readonly number[], patch: EmailPatch) => {
      const known = ids.filter((id) => id > 0)
      if (known.length === 0) return
      const next: EmailChange =
        known.length === 1
          ? { kind: 'update', id: known[0]!, patch }
          : { kind: 'updateMany', ids: known, patch }
      void change(next)
    },
    [change],
  )
  const toggleStar = useCallback(
    (id: number) => {
      const email = rows.find((each) => each.id === id)
      if (email) update([id], { isStarred: !email.isStarred })
    },
    [rows, update],
  )
  const toggleSelected = useCallback(
    (id: number) => {
      const ids = new Set(selected)
      if (ids.has(id)) ids.delete(id)
      else ids.add(id)
      select(ids)
    },
    [selected, select],
  )

  const compose = async (mode: ComposedEmail['mode'], fields: ComposerFields) => {
    if (!composition) return
    const from: MailPerson = {
      id: null,
      name: me.fullName,
      email: me.email ?? '',
      avatar: me.avatar,
    }
    const draft: ComposedEmail = { mode, email: toDraft(composition, fields), from }
    setComposition(null)
    const outcome = await change({ kind: 'add', draft })
    if (outcome.status === 'done') {
      notify({
        severity: mode === 'send' ? 'success' : 'info',
        summary: t(mode === 'send' ? 'toast.sent' : 'toast.draftSaved'),
      })
    }
    // Refused: the composer comes back with what was written (the toast has said why).
    if (outcome.status === 'failed') setComposition({ ...composition, ...fields })
  }
  const composeFrom = (from: ComposeFrom) => {
    const email = opened.email
    if (!email) return
    if (from === 'reply') setComposition(replyTo(email, t('composer.replyPrefix')))
    else if (from === 'forward') setComposition(forwardOf(email, t('composer.forwardPrefix')))
    else setComposition(draftOf(email))
  }

  useMailListKeys(
    {
      ids: rows.map((email) => email.id),
      activeId,
      highlight: setHighlighted,
      open,
      readerShown,
      closeReader: close,
    },
    {
      star: () => {
        const id = readerShown && openId !== null ? openId : activeId
        if (id !== null) toggleStar(id)
      },
      toggleSelected: () => {
        if (activeId !== null) toggleSelected(activeId)
      },
    },
  )

  const unknownPerson = t('reader.unknownSender')
  const rowOptions = useMemo<MailRowOptions<EmailMessage>>(
    () => ({
      rowId,
      personOf,
      unknownPerson,
      renderTags: (email) => <EmailLabelTags labels={email.labels} />,
      stars: { isStarred: (email) => email.isStarred, onToggle: toggleStar },
      selection: { isSelected: (id) => selected.has(id), onToggle: toggleSelected },
    }),
    [unknownPerson, toggleStar, selected, toggleSelected],
  )

  const folder = view.folder || (view.label ? null : 'inbox')
  const title =
    view.label && !view.folder ? words.label(view.label) : words.folder(folder ?? 'inbox')
  const searching = view.q !== ''
  // A list asked again after a saved change stays as it is; only other params dim it.
  const reloading = list.status === 'loading' && page !== null && !list.dimmed
  const status =
    list.status === 'ready' || reloading
      ? list.typed.trim() !== params.q
        ? 'typing'
        : 'ready'
      : list.status
  return (
    <>
      <MailLayout
        className="email"
        title={t('title')}
        reading={readerShown}
        folders={
          <EmailFolders
            folder={folder}
            label={view.label || null}
            meta={meta}
            onFolder={(next) => go({ folder: next === 'inbox' ? '' : next, label: '' })}
            onLabel={(next) => go({ folder: '', label: next })}
            onCompose={() => setComposition(newComposition())}
          />
        }
        list={
          <>
            <MailToolbar
              searchLabel={t('search.label')}
              placeholder={t('search.placeholder')}
              value={list.typed}
              onSearch={list.type}
              refreshLabel={t('list.refresh')}
              loading={list.status === 'loading'}
              onRefresh={list.status === 'failed' ? list.retry : list.refresh}
            />
            <MailListHead
              title={title}
              count={
                list.status === 'ready'
                  ? searching
                    ? t('list.found', { count: rows.length })
                    : t('list.count', { count: rows.length })
                  : null
              }
            />
            <EmailBulkBar
              total={rows.length}
              selected={selected.size}
              folder={folder}
              onSelectAll={(all) => select(all ? rows.map((email) => email.id) : [])}
              onApply={(patch) => update([...selected], patch)}
            />
            <MailList
              status={status}
              mails={rows}
              searching={searching}
              texts={{
                label: t('list.label'),
                loading: t('list.loading'),
                failed: t('list.failed'),
                empty: searching
                  ? {
                      title: t('list.noResults.title'),
                      message: t('list.noResults.message', { query: view.q }),
                    }
                  : {
                      title: t('list.empty.title'),
                      message: t('list.empty.message', { folder: title }),
                    },
              }}
              errorText={listErrorText}
              activeId={activeId}
              openId={openId}
              options={rowOptions}
              onOpen={open}
              onRetry={list.retry}
            />
          </>
        }
        reader={
          opened.status !== 'closed' ? (
            <EmailReader
              status={opened.status}
              email={opened.email}
              error={opened.error}
              previous={opened.previous}
              next={opened.next}
              onBack={close}
              onRetry={opened.retry}
              onGo={(email) => {
                showEmailFrom(email)
                setHighlighted(email.id)
                setOpenId(email.id)
              }}
              onChange={(patch) => {
                if (openId === null) return
                update([openId], patch)
                // Moved elsewhere, it leaves the list it was read from.
                if ('folder' in patch) close()
              }}
              onCompose={composeFrom}
            />
          ) : (
            <ReaderEmpty
              icon="pi pi-envelope"
              title={t('reader.empty.title')}
              message={t('reader.empty.message')}
              moreKeys={[
                { keys: ['S'], does: t('mail:keys.star') },
                { keys: ['X'], does: t('mail:keys.select') },
              ]}
            />
          )
        }
      />
      {composition && (
        <ComposerHost
          composition={composition}
          onSend={(fields) => void compose('send', fields)}
          onKeep={(fields) => void compose('draft', fields)}
          onDiscard={() => setComposition(null)}
        />
      )}
    </>
  )
}
