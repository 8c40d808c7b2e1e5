import { memo, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Virtuoso, type ListRange, type VirtuosoHandle } from 'react-virtuoso'
import { LoadError, LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'
import type { MailMessage } from '@models/email/mail'
import { MailRow, type MailRowOptions } from './mail-row'

/**
 * Where the list is: its load, typing that will load it again (both dim the rows on screen),
 * shown, or failed.
 */
export type MailListStatus = 'loading' | 'typing' | 'ready' | 'failed'

/** What a list says in its states, in the words of its area. */
export interface MailListTexts {
  /** The listbox's name ("Tickets"). */
  label: string
  /** Heard while the first load runs. */
  loading: string
  /** The title of a failed load. */
  failed: string
  /** What an empty list says, with or without a search. */
  empty: { title: string; message: string }
}

/** The CSS class of the list's scroller: the keys and the search box move the focus to it. */
export const mailListClass = 'mail-list'

/** Gives the focus to the mail list on screen, where its keys work. */
export function focusMailList(options?: FocusOptions): void {
  document.querySelector<HTMLElement>(`.${mailListClass}`)?.focus(options)
}

/** A grey list while the first load runs. */
function ListSkeleton({ label }: { label: string }) {
  return (
    <LoadingPlaceholder label={label} className="mail-list__skeleton">
      {Array.from({ length: 8 }, (_, index) => (
        <div className="mail-skeleton-row" key={index}>
          <SkeletonBlock className="mail-skeleton-row__avatar" />
          <div className="mail-skeleton-row__lines">
            <SkeletonBlock className="mail-skeleton-row__line mail-skeleton-row__line--short" />
            <SkeletonBlock className="mail-skeleton-row__line" />
            <SkeletonBlock className="mail-skeleton-row__line mail-skeleton-row__line--long" />
          </div>
        </div>
      ))}
    </LoadingPlaceholder>
  )
}

function EmptyList({ searching, texts }: { searching: boolean; texts: MailListTexts['empty'] }) {
  return (
    <div className="mail-empty" role="status">
      <span className="mail-empty__icon" aria-hidden="true">
        <i className={searching ? 'pi pi-search' : 'pi pi-inbox'} />
      </span>
      <p className="mail-empty__title">{texts.title}</p>
      <p className="mail-empty__text">{texts.message}</p>
    </div>
  )
}

/** What every rendered row needs besides its message; Virtuoso re-renders the rows when it changes. */
interface RowContext<T extends MailMessage> {
  activeId: number | null
  openId: number | null
  count: number
  options: MailRowOptions<T>
  onOpen: (id: number) => void
}

/** A row's height before Virtuoso has measured it: avatar, three lines and padding. */
const estimatedRowHeight = 90

/**
 * Rows rendered with the list itself, before Virtuoso has measured its viewport: about a window's
 * worth. Without them the first rows waited for the measurement, a frame and a render more.
 */
const firstRows = 10

interface RowsProps<T extends MailMessage> {
  mails: readonly T[]
  /** How many messages the list holds in all, when `mails` is only the first of them. */
  total?: number
  busy: boolean
  label: string
  activeId: number | null
  openId: number | null
  options: MailRowOptions<T>
  onOpen: (id: number) => void
  /** The list scrolled near the end of `mails`: a list read in windows reads more. */
  onEndReached?: () => void
}

/**
 * The rows, virtualised: only those in and near sight are in the DOM (a folder holds hundreds).
 * A listbox whose active descendant the keys move; memoised, so typing a search does not render it.
 */
function MailRowsView<T extends MailMessage>({
  mails,
  total,
  busy,
  label,
  activeId,
  openId,
  options,
  onOpen,
  onEndReached,
}: RowsProps<T>) {
  const listRef = useRef<VirtuosoHandle>(null)
  const [rendered, setRendered] = useState<ListRange>({ startIndex: 0, endIndex: -1 })
  const activeIndex = mails.findIndex((mail) => mail.id === activeId)
  const context = useMemo<RowContext<T>>(
    () => ({ activeId, openId, count: Math.max(total ?? 0, mails.length), options, onOpen }),
    [activeId, openId, total, mails.length, options, onOpen],
  )

  // The highlighted row stays in sight as the keyboard moves it, rendered if it was not. A row
  // among rows just added (a list read in windows) is scrolled to once Virtuoso has them, a frame
  // later: asked at once, it would stop at the end of the rows it had.
  const seen = useRef({ index: -2, count: mails.length })
  useEffect(() => {
    const was = seen.current
    seen.current = { index: activeIndex, count: mails.length }
    if (activeIndex < 0 || activeIndex === was.index) return
    if (was.count === mails.length) {
      listRef.current?.scrollIntoView({ index: activeIndex })
      return
    }
    requestAnimationFrame(() => listRef.current?.scrollIntoView({ index: activeIndex }))
  }, [activeIndex, mails.length])

  // A message opened from a link starts in sight (initialTopMostItemIndex below). Virtuoso drops
  // that first placement when its data change before it is done, as they do when the opened
  // message comes back marked read; so until the row has been in sight once, it is asked again.
  const placed = useRef(activeIndex <= 0)
  const place = () => listRef.current?.scrollToIndex({ index: activeIndex, align: 'center' })
  useEffect(() => {
    if (!placed.current) place()
  }, [mails]) // eslint-disable-line react-hooks/exhaustive-deps -- only a data change drops it
  const onRangeChanged = (range: ListRange) => {
    setRendered(range)
    if (placed.current || range.endIndex < 0) return
    if (activeIndex >= range.startIndex && activeIndex <= range.endIndex) placed.current = true
    else place()
  }

  // The active descendant must be in the DOM; scrolled far away, it is not until the keys move.
  const activeRendered = activeIndex >= rendered.startIndex && activeIndex <= rendered.endIndex
  return (
    <Virtuoso<T, RowContext<T>>
      ref={listRef}
      className={busy ? `${mailListClass} mail-list--busy` : mailListClass}
      role="listbox"
      aria-label={label}
      aria-busy={busy}
      aria-multiselectable={options.selection ? true : undefined}
      aria-activedescendant={
        activeRendered && activeId !== null ? options.rowId(activeId) : undefined
      }
      tabIndex={0}
      data={mails}
      context={context}
      computeItemKey={(_, mail) => mail.id}
      itemContent={(index, mail, row) => (
        <MailRow
          mail={mail}
          position={index + 1}
          setSize={row.count}
          active={mail.id === row.activeId}
          opened={mail.id === row.openId}
          options={row.options}
          onOpen={row.onOpen}
        />
      )}
      // A message opened from a link is in sight from the first frame.
      initialTopMostItemIndex={activeIndex > 0 ? { index: activeIndex, align: 'center' } : 0}
      // From the top only: rendered from the first row, they would not hold a message further down.
      initialItemCount={activeIndex > 0 ? undefined : Math.min(mails.length, firstRows)}
      rangeChanged={onRangeChanged}
      endReached={onEndReached}
      defaultItemHeight={estimatedRowHeight}
      increaseViewportBy={{ top: 2 * estimatedRowHeight, bottom: 4 * estimatedRowHeight }}
    />
  )
}

const MailRows = memo(MailRowsView) as typeof MailRowsView

/**
 * The messages of a folder, as a mail client lists them: a skeleton, an error with retry, an
 * empty state, or the rows. `options` must keep its identity between renders (useMemo), or every
 * row renders again.
 */
export function MailList<T extends MailMessage>({
  status,
  mails,
  total,
  searching,
  texts,
  errorText,
  activeId,
  openId,
  options,
  onOpen,
  onRetry,
  onEndReached,
}: {
  status: MailListStatus
  mails: readonly T[]
  /** How many messages the list holds in all, when `mails` is a window of the first of them. */
  total?: number
  /** A search narrows the list: an empty list then says nothing matched. */
  searching: boolean
  texts: MailListTexts
  errorText: string | null
  activeId: number | null
  openId: number | null
  options: MailRowOptions<T>
  onOpen: (id: number) => void
  onRetry: () => void
  /** The rows scrolled near the end of `mails` (a windowed list then reads more). */
  onEndReached?: () => void
}) {
  const { t } = useTranslation()
  if (status === 'failed') {
    return (
      <div className="mail-list__state">
        <LoadError
          look="section"
          title={texts.failed}
          message={errorText ?? t('errors.network')}
          onRetry={onRetry}
        />
      </div>
    )
  }
  if (status === 'loading' && mails.length === 0) return <ListSkeleton label={texts.loading} />
  if (mails.length === 0 && status === 'ready') {
    return <EmptyList searching={searching} texts={texts.empty} />
  }
  return (
    <MailRows
      mails={mails}
      total={total}
      busy={status !== 'ready'}
      label={texts.label}
      activeId={activeId}
      openId={openId}
      options={options}
      onOpen={onOpen}
      onEndReached={onEndReached}
    />
  )
}
