import {
  useEffect,
  useId,
  useMemo,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import { useLocation } from 'wouter'
import { useTranslation } from 'react-i18next'
import { useActorRef, useSelector } from '@xstate/react'
import { resultsOf } from '@machines/page-search/page-search.machine'
import type { SearchResult } from '@models/search/page-search'
import { formatFileSizeText } from '@models/format/format-file-size'
import { formatShortDate } from '@models/format/format-date'
import { appPageSearchMachine } from '@/services/page-search-machine'
import { useCurrentUser } from '@/services/current-user'
import { notify } from '@/services/toast'
import { allowedRoutes } from '@/app/routes/route-access'
import { useModalFocus } from '@/components/use-modal-focus'
import './search-palette.css'

const groupOrder = ['pages', 'files', 'contacts'] as const

/** How many requests to open (search-trigger.ts) a palette has answered, across remounts. */
let answeredRequests = 0

/** The page search: a dialog with one input and three result groups, driven by its machine. */
export default function SearchPalette({ requests }: { requests: number }) {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const { ability } = useCurrentUser()
  const input = useRef<HTMLInputElement>(null)
  const listId = useId()

  const pages = useMemo(
    () =>
      allowedRoutes(ability)
        .filter((route) => route.searchable !== false)
        .map((route) => ({ link: route.path, title: t(route.titleKey), icon: route.icon })),
    [ability, t],
  )

  const actor = useActorRef(
    appPageSearchMachine.provide({
      actions: {
        openResult: (_, { result }) => {
          if (result.group === 'pages') navigate(result.item.link)
          else if (result.group === 'contacts')
            window.location.assign(`mailto:${result.item.email}`)
          else
            notify({
              severity: 'info',
              summary: result.item.title,
              detail: `${result.item.by} · ${formatFileSizeText(result.item.size)}`,
            })
        },
      },
    }),
  )
  const open = useSelector(actor, (state) => state.matches('open'))
  const failed = useSelector(actor, (state) => state.matches({ open: 'failed' }))
  const loading = useSelector(actor, (state) => state.matches({ open: 'loading' }))
  const query = useSelector(actor, (state) => state.context.query)
  const active = useSelector(actor, (state) => state.context.active)
  const results = useSelector(actor, (state) => resultsOf(state.context))

  useEffect(() => {
    // A request is answered once: a palette mounted again (a new shell) does not reopen it.
    if (requests <= answeredRequests) return
    answeredRequests = requests
    actor.send({ type: 'search.open', pages })
    // Each new request opens the palette again; the page list is the one of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requests, actor])

  useEffect(() => {
    document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' })
  }, [active, listId])

  if (!open) return null

  const keys: Record<string, () => void> = {
    ArrowDown: () => actor.send({ type: 'search.next' }),
    ArrowUp: () => actor.send({ type: 'search.previous' }),
    Enter: () => actor.send({ type: 'search.select' }),
  }

  return (
    <SearchDialog onClose={() => actor.send({ type: 'search.close' })} keys={keys} input={input}>
      <div className="search-palette__field">
        <i className="pi pi-search" aria-hidden="true" />
        <input
          ref={input}
          type="text"
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          aria-autocomplete="list"
          aria-label={t('search.title')}
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(event) => actor.send({ type: 'search.type', query: event.target.value })}
        />
        <kbd>Esc</kbd>
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.results')}
        className="search-palette__results"
      >
        {groupOrder.map((group) => (
          <ResultGroup
            key={group}
            group={group}
            results={results}
            active={active}
            listId={listId}
            onHover={(position) => actor.send({ type: 'search.highlight', position })}
            onChoose={() => actor.send({ type: 'search.select' })}
            loading={loading && group !== 'pages'}
          />
        ))}
        {results.length === 0 && !loading && (
          <p className="search-palette__empty">{t('search.noResults', { query })}</p>
        )}
      </div>
      {failed && (
        <div className="search-palette__error" role="alert">
          <span>{t('search.loadFailed')}</span>
          <button
            type="button"
            className="btn btn--text"
            onClick={() => {
              // The button goes while the files load again: the focus goes back to the field.
              input.current?.focus()
              actor.send({ type: 'search.retry' })
            }}
          >
            {t('common.retry')}
          </button>
        </div>
      )}
      <div className="search-palette__hints" aria-hidden="true">
        <span>
          <kbd>↑</kbd>
          <kbd>↓</kbd> {t('search.hintMove')}
        </span>
        <span>
          <kbd>↵</kbd> {t('search.hintOpen')}
        </span>
        <span>
          <kbd>Esc</kbd> {t('search.hintClose')}
        </span>
      </div>
    </SearchDialog>
  )
}

/**
 * The palette's modal frame, mounted while it is open: it traps the focus (starting in the input),
 * closes on Escape or a press outside, and gives the focus back to what opened it.
 */
function SearchDialog({
  onClose,
  keys,
  input,
  children,
}: {
  onClose: () => void
  /** What the arrows and Enter do in the field. */
  keys: Record<string, () => void>
  input: RefObject<HTMLInputElement | null>
  children: ReactNode
}) {
  const { t } = useTranslation()
  const panel = useRef<HTMLDivElement>(null)
  const trapKeys = useModalFocus(panel, onClose, () => input.current)

  const onKeyDown = (event: KeyboardEvent) => {
    // The arrows and Enter walk the results from the field; on "Try again", Enter presses it.
    const handle = event.target === input.current ? keys[event.key] : undefined
    if (!handle) return trapKeys(event)
    event.preventDefault()
    event.stopPropagation()
    handle()
  }

  return (
    <div className="search-overlay" onMouseDown={onClose}>
      <div
        ref={panel}
        className="search-palette"
        role="dialog"
        aria-modal="true"
        aria-label={t('search.title')}
        // Focusable, so that a click on its text keeps the focus (and Tab and Escape) inside.
        tabIndex={-1}
        onMouseDown={(event) => event.stopPropagation()}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>
  )
}

interface ResultGroupProps {
  group: (typeof groupOrder)[number]
  results: SearchResult[]
  active: number
  listId: string
  loading: boolean
  onHover: (position: number) => void
  onChoose: () => void
}

function ResultGroup({
  group,
  results,
  active,
  listId,
  loading,
  onHover,
  onChoose,
}: ResultGroupProps) {
  const { t } = useTranslation()
  const positions = results.flatMap((result, position) =>
    result.group === group ? [position] : [],
  )
  if (positions.length === 0 && !loading) return null
  const headingId = `${listId}-${group}`
  return (
    <div role="group" aria-labelledby={headingId} className="search-group" data-group={group}>
      <div id={headingId} className="search-group__title">
        {t(`search.groups.${group}`)}
      </div>
      {loading && positions.length === 0 && (
        <div className="search-group__loading">{t('common.loading')}</div>
      )}
      {positions.map((position) => (
        <div
          key={position}
          id={`${listId}-${position}`}
          role="option"
          aria-selected={position === active}
          className={position === active ? 'search-item search-item--active' : 'search-item'}
          onMouseMove={() => position !== active && onHover(position)}
          onClick={onChoose}
        >
          <ResultContent result={results[position]!} />
        </div>
      ))}
    </div>
  )
}

function ResultContent({ result }: { result: SearchResult }) {
  if (result.group === 'pages') {
    return (
      <>
        <i className={`${result.item.icon} search-item__icon`} aria-hidden="true" />
        <span className="search-item__title">{result.item.title}</span>
        <span className="search-item__meta">{result.item.link}</span>
      </>
    )
  }
  if (result.group === 'files') {
    return (
      <>
        <img src={result.item.file} alt="" width={28} height={28} />
        <span className="search-item__text">
          <span className="search-item__title">{result.item.title}</span>
          <span className="search-item__sub">{result.item.by}</span>
        </span>
        <span className="search-item__meta">{formatFileSizeText(result.item.size)}</span>
      </>
    )
  }
  return (
    <>
      <img className="avatar avatar--sm" src={result.item.img} alt="" width={28} height={28} />
      <span className="search-item__text">
        <span className="search-item__title">{result.item.title}</span>
        <span className="search-item__sub">{result.item.email}</span>
      </span>
      <span className="search-item__meta">{formatShortDate(result.item.date)}</span>
    </>
  )
}
