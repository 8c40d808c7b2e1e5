import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  Virtuoso,
  type Components,
  type FollowOutputScalarType,
  type VirtuosoHandle,
} from 'react-virtuoso'
import { formatCount } from '@models/format/format-count'
import type { ThreadContact, ThreadMessage } from './chat-view.types'
import { ChatLoadError } from './chat-load-error'
import { DaySeparator } from './day-separator'
import { MessageBubble } from './message-bubble'
import { ThreadSkeleton } from './thread-skeleton'
import { buildThreadRows, nextRowIndexing, type RowIndexing, type ThreadRow } from './thread-rows'
import { useBottomOnShrink } from './use-bottom-on-shrink'
import { useFollowNewest } from './use-follow-newest'
import { useIncomingAnnouncement } from './use-incoming-announcement'
import { openingClass, useOpenAtNewest } from './use-open-at-newest'
import { usePrependAnchor } from './use-prepend-anchor'
import { useToday } from './use-today'
import './chat-common.css'
import './chat-thread.css'

export interface ChatThreadProps {
  /** Oldest first. */
  messages: ThreadMessage[]
  /** The user's sender id: their messages are drawn on the right. */
  selfId: number
  contact: ThreadContact
  /**
   * The index of `messages[0]` in the whole history. Lower it by the number of messages
   * prepended (older ones loaded) in the same render as the new `messages`, and the message the
   * reader was looking at stays where it is. Start high enough to never go below zero.
   */
  firstItemIndex: number
  /** The reader scrolled to the oldest loaded message: load older ones. */
  onStartReached?: () => void
  loadingOlder?: boolean
  onHeart: (message: ThreadMessage) => void
  onRetry: (message: ThreadMessage) => void
  /** Above the messages, e.g. a ThreadHeader. */
  header?: ReactNode
  /** Below the messages, e.g. a Composer. */
  footer?: ReactNode
  /** Shown when the thread has no message yet; a friendly default otherwise. */
  emptyText?: string
  loading?: boolean
  error?: { title: string; message: string }
  onRetryLoad?: () => void
}

/** Within this many pixels of its end, the thread counts as at its newest message. */
const atBottomThreshold = 64

/** Rows drawn at once while the list opens: more than the tallest thread shows of the smallest. */
const firstFrameRows = 24

/** The room above the oldest row and below the newest, in the list and in its first frame. */
const ThreadEdge = () => <div className="chat-thread__edge" />

// Virtuoso remounts its parts when these change identity, so they live outside the component.
const threadComponents: Components<ThreadRow> = { Header: ThreadEdge, Footer: ThreadEdge }

// Incoming messages after the last one the reader saw at the bottom.
function countIncomingAfter(rows: readonly ThreadRow[], seenKey: string | undefined): number {
  let count = 0
  for (let index = rows.length - 1; index >= 0; index -= 1) {
    const row = rows[index]!
    if (row.key === seenKey) return count
    if (row.kind === 'message' && !row.own) count += 1
  }
  // The last seen message is gone (another chat, a reload): nothing to call new.
  return 0
}

function lastMessageKey(rows: readonly ThreadRow[]): string | undefined {
  const last = rows[rows.length - 1]
  return last?.kind === 'message' ? last.key : undefined
}

/**
 * A conversation: day separators, grouped bubbles, delivery and hearts, in a virtualised list
 * that opens at the newest message, keeps still while older pages are prepended, follows new
 * messages while the reader is at the bottom and offers a jump back down otherwise.
 */
export function ChatThread({
  messages,
  selfId,
  contact,
  firstItemIndex,
  onStartReached,
  loadingOlder = false,
  onHeart,
  onRetry,
  header,
  footer,
  emptyText,
  loading = false,
  error,
  onRetryLoad,
}: ChatThreadProps) {
  const { t } = useTranslation()
  const today = useToday()
  const listRef = useRef<VirtuosoHandle>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  useBottomOnShrink(bodyRef)
  const rows = useMemo(() => buildThreadRows(messages, selfId), [messages, selfId])

  // Derived from the previous rows while rendering (not in an effect), so Virtuoso gets the new
  // data and the matching first index in the same render and never paints the jump.
  const [indexing, setIndexing] = useState<RowIndexing>(() =>
    nextRowIndexing(undefined, rows, firstItemIndex),
  )
  // Whether the newest row is a message the user just sent: it brings them down even from far
  // up, as in every messenger. A prepend or an update of an older row must not.
  const [userJustSent, setUserJustSent] = useState(false)
  const current =
    indexing.rows === rows ? indexing : nextRowIndexing(indexing, rows, firstItemIndex)
  if (current !== indexing) {
    const newest = rows[rows.length - 1]
    setUserJustSent(
      newest?.kind === 'message' &&
        newest.own &&
        newest.message.delivery === 'pending' &&
        newest.key !== lastMessageKey(indexing.rows),
    )
    setIndexing(current)
  }
  const { first, generation } = current
  const scrollerRef = usePrependAnchor(rows, first, generation)
  const follow = useFollowNewest(bodyRef, listRef, generation)
  // Each time the list is put on screen (another chat, or rows after a loading, empty or failed
  // state) it is a new Virtuoso, which opens anew.
  const listOnScreen = !loading && !error && rows.length > 0
  const [listShows, setListShows] = useState({ onScreen: listOnScreen, count: 0 })
  if (listShows.onScreen !== listOnScreen)
    setListShows({ onScreen: listOnScreen, count: listShows.count + (listOnScreen ? 1 : 0) })
  // Remembered per generation: another thread opens at its bottom whatever the last one did.
  const [bottom, setBottom] = useState({ generation, atBottom: true })
  const atBottom = bottom.generation === generation ? bottom.atBottom : true
  // Where the thread was shown overrides what Virtuoso reported while it opened hidden; its later
  // reports (it reports only changes) then take over.
  const onShow = useCallback(
    (fromEnd: number) => setBottom({ generation, atBottom: fromEnd <= atBottomThreshold }),
    [generation],
  )
  const opening = useOpenAtNewest(
    bodyRef,
    listRef,
    `${generation}:${listShows.count}`,
    listOnScreen,
    onShow,
  )
  const { atBottomChanged } = follow
  const onAtBottomChange = useCallback(
    (isAtBottom: boolean) => {
      setBottom({ generation, atBottom: isAtBottom })
      atBottomChanged(isAtBottom)
    },
    [generation, atBottomChanged],
  )
  const newestKey = lastMessageKey(rows)
  const [seenKey, setSeenKey] = useState(newestKey)
  if (atBottom && seenKey !== newestKey) setSeenKey(newestKey)
  const unseenBelow = atBottom ? 0 : countIncomingAfter(rows, seenKey)
  const announcement = useIncomingAnnouncement(rows, generation, contact.name)

  // The rows keep stable callbacks, so a parent passing new arrow functions on every render does
  // not re-render every visible bubble.
  const handlers = useRef({ onHeart, onRetry })
  useLayoutEffect(() => {
    handlers.current = { onHeart, onRetry }
  })
  const heart = useCallback((message: ThreadMessage) => handlers.current.onHeart(message), [])
  const retry = useCallback((message: ThreadMessage) => handlers.current.onRetry(message), [])

  const itemContent = useCallback(
    (_index: number, row: ThreadRow) =>
      row.kind === 'day' ? (
        <DaySeparator date={row.date} now={today} />
      ) : (
        <MessageBubble
          message={row.message}
          own={row.own}
          startsGroup={row.startsGroup}
          endsGroup={row.endsGroup}
          contactName={contact.name}
          contactAvatar={contact.avatar}
          onHeart={heart}
          onRetry={retry}
        />
      ),
    [today, contact.name, contact.avatar, heart, retry],
  )

  const followOutput = useCallback(
    (isAtBottom: boolean): FollowOutputScalarType =>
      isAtBottom ? 'smooth' : userJustSent ? 'auto' : false,
    [userJustSent],
  )

  const jumpToLatest = () =>
    listRef.current?.scrollToIndex({ index: 'LAST', align: 'end', behavior: 'auto' })

  let body: ReactNode
  if (loading) {
    body = <ThreadSkeleton label={t('chat.thread.loading')} />
  } else if (error) {
    body = <ChatLoadError title={error.title} message={error.message} onRetry={onRetryLoad} />
  } else if (rows.length === 0) {
    body = (
      <div className="chat-pane-state chat-thread__empty">
        <span className="chat-thread__empty-icon" aria-hidden="true">
          <i className="pi pi-comments" />
        </span>
        <p>{emptyText ?? t('chat.thread.empty')}</p>
      </div>
    )
  } else {
    body = (
      <Virtuoso<ThreadRow>
        // Another thread in the same place opens at its newest message, like a first one.
        key={generation}
        ref={listRef}
        scrollerRef={scrollerRef}
        className={opening.shown ? 'chat-thread__list' : `chat-thread__list ${openingClass}`}
        role="region"
        aria-label={t('chat.thread.label', { name: contact.name })}
        data={rows}
        components={threadComponents}
        firstItemIndex={first}
        initialTopMostItemIndex={{ index: 'LAST', align: 'end' }}
        computeItemKey={(_index, row) => row.key}
        itemContent={itemContent}
        followOutput={followOutput}
        atBottomStateChange={onAtBottomChange}
        totalListHeightChanged={() => {
          follow.heightChanged()
          opening.heightChanged()
        }}
        atBottomThreshold={atBottomThreshold}
        startReached={onStartReached ? () => onStartReached() : undefined}
        // Little beyond the viewport, so a 10,000-message thread keeps a few dozen rows in the
        // DOM; the estimate spares a probe render before the first paint.
        increaseViewportBy={{ top: 320, bottom: 240 }}
        defaultItemHeight={64}
      />
    )
  }

  return (
    <section className="chat-thread" aria-label={contact.name}>
      {header}
      <div className="chat-thread__body" ref={bodyRef}>
        {/* A log, ARIA's live region for chat; always in the page, so that screen readers
            hear what is put in it. */}
        <div className="visually-hidden" role="log" aria-label={t('chat.thread.incomingLog')}>
          {announcement}
        </div>
        {body}
        {/* The newest rows, drawn in the thread's first frame where the list will show them, while
            Virtuoso opens it hidden: it measures and scrolls for some frames first. Gone once the
            list shows; for the eye alone, so nothing can be read or clicked twice. */}
        {listOnScreen && !opening.shown && (
          <div className="chat-thread__first-frame" aria-hidden="true" inert>
            <div>
              <ThreadEdge />
              {rows.slice(-firstFrameRows).map((row, index) => (
                <div key={row.key}>{itemContent(index, row)}</div>
              ))}
              <ThreadEdge />
            </div>
          </div>
        )}
        {/* Over the list rather than in it: a row appearing above the messages would push them
            down while the older page loads. */}
        {loadingOlder && rows.length > 0 && (
          <div className="chat-thread__older" role="status">
            <span className="chat-spinner" aria-hidden="true" />
            <span className="visually-hidden">{t('chat.thread.loadingOlder')}</span>
          </div>
        )}
        {!atBottom && opening.shown && rows.length > 0 && !loading && !error && (
          <button
            type="button"
            className={`chat-thread__jump${unseenBelow > 0 ? ' chat-thread__jump--new' : ''}`}
            onClick={jumpToLatest}
            aria-label={
              unseenBelow > 0
                ? t('chat.thread.newMessages', { count: unseenBelow })
                : t('chat.thread.jumpToLatest')
            }
          >
            {unseenBelow > 0 && (
              <span className="chat-thread__jump-count" aria-hidden="true">
                {formatCount(unseenBelow)}
              </span>
            )}
            <i className="pi pi-arrow-down" aria-hidden="true" />
          </button>
        )}
      </div>
      {footer}
    </section>
  )
}
