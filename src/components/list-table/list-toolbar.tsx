import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListView } from '@/services/list/use-list'

/** One filter of a list: a select of the values it may take, "All" first. */
export interface ListFilter {
  name: string
  label: string
  options: readonly { value: string; label: string }[]
}

/**
 * A list's search and filters, and the page's own buttons beside them (Add, Export). The search
 * asks the server once the typing pauses; a filter at once; both go into the URL.
 */
export function ListToolbar<Row extends object>({
  list,
  filters = [],
  searchLabel,
  children,
}: {
  list: ListView<Row>
  filters?: readonly ListFilter[]
  searchLabel: string
  children?: ReactNode
}) {
  const { t } = useTranslation('table')
  const id = useId()
  return (
    <div className="list-toolbar">
      {filters.length > 0 && (
        <div className="list-toolbar__filters">
          {filters.map((filter) => (
            <div key={filter.name} className="list-toolbar__filter">
              <label htmlFor={`${id}-${filter.name}`} className="list-toolbar__label">
                {filter.label}
              </label>
              <select
                id={`${id}-${filter.name}`}
                className="input list-toolbar__select"
                value={list.params.filters[filter.name] ?? ''}
                onChange={(event) => list.filter(filter.name, event.target.value)}
              >
                <option value="">{t('filterAll')}</option>
                {filter.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      )}
      <div className="list-toolbar__row">
        <div className="list-toolbar__search">
          <i className="pi pi-search" aria-hidden="true" />
          <input
            type="search"
            className="input"
            aria-label={searchLabel}
            placeholder={t('searchPlaceholder')}
            value={list.typed}
            onChange={(event) => list.type(event.target.value)}
          />
        </div>
        {children && <div className="list-toolbar__actions">{children}</div>}
      </div>
    </div>
  )
}
