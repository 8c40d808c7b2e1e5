import type { ReactNode } from 'react'
import type { PaginatorTemplate } from 'primereact/paginator'

type TemplateOptions = Exclude<PaginatorTemplate, string | undefined>
/** What PrimeReact's paginator gives its rows-per-page template. */
type PageSizeOptions = Parameters<
  Extract<TemplateOptions['RowsPerPageDropdown'], (...args: never[]) => ReactNode>
>[0]

/**
 * The paginator of every table: the page size first, as a native select like the lists' filters,
 * then the range and the page links. PrimeReact's own page-size dropdown (its overlay panel,
 * filter and virtual scroller) is left out of the build (vite/prime-trim.plugin.ts): some 14 KB
 * gzip that every list page would load to pick one of three numbers.
 */
export function pageSizePaginator(label: string): TemplateOptions {
  return {
    layout:
      'RowsPerPageDropdown CurrentPageReport FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink',
    RowsPerPageDropdown: (options: PageSizeOptions) => (
      <select
        className="input list-table__page-size"
        aria-label={label}
        value={String(options.value)}
        disabled={options.disabled}
        onChange={(event) =>
          // PrimeReact's dropdown hands the paginator the option's own value, a number.
          options.onChange({
            originalEvent: event,
            value: Number(event.target.value) as unknown as string,
            stopPropagation: () => event.stopPropagation(),
            preventDefault: () => event.preventDefault(),
            target: { name: event.target.name, id: event.target.id, value: event.target.value },
          })
        }
      >
        {(options.options as { label: string; value: number }[]).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    ),
  }
}
