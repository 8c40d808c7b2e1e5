import type { ReactNode } from 'react'
import { Button } from '@/components/button'
import { focusMailList } from './mail-list'

/**
 * Above a mail list: the search box (Down goes on to the list, as the keyboard expects) and the
 * refresh button, which spins while the list loads.
 */
export function MailToolbar({
  searchLabel,
  placeholder = searchLabel,
  value,
  onSearch,
  refreshLabel,
  loading,
  onRefresh,
  children,
}: {
  searchLabel: string
  placeholder?: string
  value: string
  onSearch: (text: string) => void
  refreshLabel: string
  loading: boolean
  onRefresh: () => void
  /** More controls after the refresh button. */
  children?: ReactNode
}) {
  return (
    <div className="mail-toolbar">
      <label className="mail-search">
        <i className="pi pi-search" aria-hidden="true" />
        <span className="visually-hidden">{searchLabel}</span>
        <input
          type="search"
          value={value}
          placeholder={placeholder}
          onChange={(event) => onSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault()
              focusMailList()
            }
          }}
        />
      </label>
      <Button
        variant="icon"
        icon={loading ? 'pi pi-refresh pi-spin' : 'pi pi-refresh'}
        aria-label={refreshLabel}
        title={refreshLabel}
        disabled={loading}
        onClick={onRefresh}
      />
      {children}
    </div>
  )
}

/** The list's title (the folder's name) and how many it holds or found. */
export function MailListHead({ title, count }: { title: string; count?: string | null }) {
  return (
    <div className="mail-list__head">
      <h2 className="mail-list__title">{title}</h2>
      {count && <span className="mail-list__count">{count}</span>}
    </div>
  )
}
