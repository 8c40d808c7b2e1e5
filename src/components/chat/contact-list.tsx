import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { useTranslation } from 'react-i18next'
import { GroupedVirtuoso, type GroupedVirtuosoHandle, type Components } from 'react-virtuoso'
import type { ContactListItem, ContactListSection } from './chat-view.types'
import { ChatLoadError } from './chat-load-error'
import { ContactListSkeleton } from './contact-list-skeleton'
import { ContactRow } from './contact-row'
import { useToday } from './use-today'
import './chat-common.css'
import './contact-list.css'

export interface ContactListProps {
  /** Sections without items are left out. */
  sections: ContactListSection[]
  activeKey?: string
  onSelect: (key: string) => void
  search: string
  onSearchChange: (text: string) => void
  /** The reader scrolled to the last row: load the next page. */
  onEndReached?: () => void
  loadingMore?: boolean
  loading?: boolean
  error?: { title: string; message: string }
  onRetry?: () => void
  /** Shown when there is no chat and no search; with a search, "no results" names the query. */
  emptyText?: string
  /** Above the search box, e.g. the user's own avatar and status. */
  header?: ReactNode
  /** Under the search box, over the rows: e.g. that the newest chats could not be loaded. */
  notice?: ReactNode
}

interface ListContext {
  loadingMore: boolean
  loadingMoreLabel: string
}

// Virtuoso remounts its parts when these change identity, so they live outside the component.
const listComponents: Components<ContactListItem, ListContext> = {
  Footer: ({ context }) =>
    context?.loadingMore ? (
      <div className="contact-list__more" role="status">
        <span className="chat-spinner" aria-hidden="true" />
        <span className="visually-hidden">{context.loadingMoreLabel}</span>
      </div>
    ) : (
      <div className="contact-list__end" />
    ),
}

// Frames to wait for a row scrolled to by index to be rendered before focusing it.
const focusAttempts = 10

/**
 * Rows rendered with the list itself, before Virtuoso has measured its viewport: about a window's
 * worth. Without them the first rows waited for the measurement, a frame and a render more (some
 * 100 ms of a WhatsApp first visit on a two-core machine); Virtuoso then renders what fits.
 */
const firstRows = 12

/**
 * The chats and contacts beside a thread: a search box, sections with sticky titles and a
 * virtualised list that stays smooth with thousands of rows. Rows are buttons reached with one
 * Tab stop; Up, Down, Home and End move between them and Enter opens one.
 */
export function ContactList({
  sections,
  activeKey,
  onSelect,
  search,
  onSearchChange,
  onEndReached,
  loadingMore = false,
  loading = false,
  error,
  onRetry,
  emptyText,
  header,
  notice,
}: ContactListProps) {
  const { t } = useTranslation()
  const now = useToday()
  const listRef = useRef<GroupedVirtuosoHandle>(null)
  const rootRef = useRef<HTMLDivElement>(null)

  const { shown, items, positions } = useMemo(() => {
    const shown = sections.filter((section) => section.items.length > 0)
    const items = shown.flatMap((section) => section.items)
    const positions = new Map(items.map((item, index) => [item.key, index]))
    return { shown, items, positions }
  }, [sections])
  const groupCounts = useMemo(() => shown.map((section) => section.items.length), [shown])

  // The row Tab reaches: the last one focused while it is still listed, else the open chat,
  // else the first.
  const [focusKey, setFocusKey] = useState<string>()
  const tabbableKey =
    (focusKey !== undefined && positions.has(focusKey) && focusKey) ||
    (activeKey !== undefined && positions.has(activeKey) && activeKey) ||
    items[0]?.key

  const select = useRef(onSelect)
  useLayoutEffect(() => {
    select.current = onSelect
  })
  const selectRow = useCallback((key: string) => select.current(key), [])

  const focusRow = (index: number) => {
    const item = items[index]
    if (!item) return
    setFocusKey(item.key)
    const find = () =>
      rootRef.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`) ?? undefined
    const row = find()
    if (row) {
      // Already rendered: the browser scrolls it into view (scroll-margin clears the sticky title).
      row.focus()
      return
    }
    const focusWhenRendered = (attempts: number) => {
      const rendered = find()
      if (rendered) rendered.focus()
      else if (attempts > 0) requestAnimationFrame(() => focusWhenRendered(attempts - 1))
    }
    listRef.current?.scrollIntoView({
      index,
      behavior: 'auto',
      done: () => focusWhenRendered(focusAttempts),
    })
  }

  const onRowsKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-row-index]')
    if (!row || event.altKey || event.ctrlKey || event.metaKey) return
    const index = Number(row.dataset.rowIndex)
    const last = items.length - 1
    const next =
      event.key === 'ArrowDown'
        ? Math.min(index + 1, last)
        : event.key === 'ArrowUp'
          ? Math.max(index - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined
    if (next === undefined) return
    event.preventDefault()
    focusRow(next)
  }

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown' || items.length === 0) return
    event.preventDefault()
    const tabbable = tabbableKey !== undefined ? positions.get(tabbableKey) : undefined
    focusRow(tabbable ?? 0)
  }

  const context = useMemo<ListContext>(
    () => ({ loadingMore, loadingMoreLabel: t('chat.list.loadingMore') }),
    [loadingMore, t],
  )

  let body: ReactNode
  if (loading) {
    body = <ContactListSkeleton label={t('chat.list.loading')} />
  } else if (error) {
    body = <ChatLoadError title={error.title} message={error.message} onRetry={onRetry} />
  } else if (items.length === 0) {
    const searching = search.trim().length > 0
    body = (
      <div className="chat-pane-state contact-list__empty">
        <span className="contact-list__empty-icon" aria-hidden="true">
          <i className={`pi ${searching ? 'pi-search' : 'pi-comments'}`} />
        </span>
        <p>
          {searching
            ? t('chat.list.noResults', { query: search.trim() })
            : (emptyText ?? t('chat.list.empty'))}
        </p>
      </div>
    )
  } else {
    body = (
      <div className="contact-list__rows" onKeyDown={onRowsKeyDown}>
        <GroupedVirtuoso<ContactListItem, ListContext>
          ref={listRef}
          className="contact-list__scroller"
          role="group"
          aria-label={t('chat.list.label')}
          // The rows carry the Tab stop; the scroller itself would be a second, empty one.
          tabIndex={-1}
          groupCounts={groupCounts}
          context={context}
          components={listComponents}
          groupContent={(groupIndex) => (
            <div className="contact-list__section" role="heading" aria-level={3}>
              {shown[groupIndex]?.title}
            </div>
          )}
          itemContent={(index) => {
            const item = items[index]
            if (!item) return null
            return (
              <ContactRow
                item={item}
                index={index}
                active={item.key === activeKey}
                tabbable={item.key === tabbableKey}
                now={now}
                onSelect={selectRow}
              />
            )
          }}
          computeItemKey={(index) => items[index]?.key ?? index}
          endReached={onEndReached ? () => onEndReached() : undefined}
          increaseViewportBy={{ top: 200, bottom: 400 }}
          initialItemCount={Math.min(items.length, firstRows)}
          defaultItemHeight={68}
        />
      </div>
    )
  }

  return (
    <div className="contact-list" ref={rootRef}>
      {header && <div className="contact-list__header">{header}</div>}
      <div className="contact-list__search">
        <i className="pi pi-search contact-list__search-icon" aria-hidden="true" />
        <input
          type="search"
          className="input contact-list__search-input"
          value={search}
          placeholder={t('chat.search.placeholder')}
          aria-label={t('chat.search.label')}
          onChange={(event) => onSearchChange(event.target.value)}
          onKeyDown={onSearchKeyDown}
        />
      </div>
      {notice}
      {body}
    </div>
  )
}
