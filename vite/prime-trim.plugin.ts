import type { Plugin } from 'vite'

/** A PrimeReact module as the library's own files import it. */
const primeReact = /primereact\/[a-z]+\/[a-z]+\.esm\.js$/

/**
 * Parts of PrimeReact that its data table and paginator import but that our tables never show,
 * by importer:
 *  - the paginator's "jump to page" number input, and its page-size dropdown (our tables give it
 *    a native select instead);
 *  - the column filter's own input, select and buttons: our filters are our own elements, shown
 *    in the filter row without PrimeReact's menu or clear button;
 *  - the tooltips of every PrimeReact part given a `tooltip` prop (cells, headers, the buttons,
 *    inputs and selects inside the table): our tables give none;
 *  - the virtual scroller of the table and of its selects: our tables are paged, never given
 *    `virtualScrollerOptions`, so the table only ever renders the scroller switched off, which the
 *    stand-in does as PrimeReact does (its children, then its content), and a select only renders
 *    one when given those options;
 *  - the icons of the parts above that our tables never show (the filter menu, the row editor,
 *    reordering, the loading overlay).
 * Left out, the list pages load some 40 KB gzip less. A stand-in that is not a plain switched-off
 * scroller throws when rendered, so that a table given one of those options fails loudly instead
 * of showing nothing.
 */
const leftOut: Record<string, { importers: RegExp; exportName: string; standIn?: string }> = {
  'primereact/inputnumber': { importers: /primereact\/paginator\//, exportName: 'InputNumber' },
  'primereact/tooltip': { importers: primeReact, exportName: 'Tooltip' },
  // Our paginators show a native page-size select (src/components/list-table/page-size.tsx),
  // and our column filters are our own elements (`filterElement`), with no menu or clear button.
  'primereact/dropdown': {
    importers: /primereact\/(paginator|datatable)\//,
    exportName: 'Dropdown',
  },
  'primereact/inputtext': { importers: /primereact\/datatable\//, exportName: 'InputText' },
  'primereact/button': { importers: /primereact\/datatable\//, exportName: 'Button' },
  // The icons of what our tables never show: the filter menu (its button, clear, add and remove
  // rule), the row editor's pencil, the rows' reorder handle, the columns' reorder arrows and the
  // loading overlay's spinner. Our tables show the sort icons, a row's expander and checkboxes.
  ...Object.fromEntries(
    [
      ['filter', 'FilterIcon'],
      ['filterslash', 'FilterSlashIcon'],
      ['plus', 'PlusIcon'],
      ['trash', 'TrashIcon'],
      ['pencil', 'PencilIcon'],
      ['bars', 'BarsIcon'],
      ['arrowdown', 'ArrowDownIcon'],
      ['arrowup', 'ArrowUpIcon'],
      ['spinner', 'SpinnerIcon'],
    ].map(([file, exportName]) => [
      `primereact/icons/${file}`,
      { importers: /primereact\/datatable\//, exportName: exportName! },
    ]),
  ),
  'primereact/virtualscroller': {
    importers: /primereact\/(datatable|dropdown)\//,
    exportName: 'VirtualScroller',
    standIn: `import { createElement, Fragment } from 'react'

export function VirtualScroller(props) {
  if (!props.disabled) leftOutError()
  const options = { items: props.items, rows: props.items, columns: props.columns }
  const content =
    typeof props.contentTemplate === 'function' ? props.contentTemplate(options) : props.contentTemplate
  return createElement(Fragment, null, props.children, content)
}
`,
  },
}

const stubPrefix = '\0prime-trim:'

const errorFunction = (source: string) => `function leftOutError() {
  throw new Error(${JSON.stringify(`${source} is left out of the tables' bundle (vite/prime-trim.plugin.ts): our tables never show it. Use it there, and take it off that list.`)})
}
`

export function primeTrim(): Plugin {
  return {
    name: 'workdesk:prime-trim',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const rule = leftOut[source]
      if (!rule || !importer || !rule.importers.test(importer)) return null
      return `${stubPrefix}${source}`
    },
    load(id) {
      if (!id.startsWith(stubPrefix)) return null
      const source = id.slice(stubPrefix.length)
      const { exportName, standIn } = leftOut[source]!
      return `${standIn ?? `export function ${exportName}() {\n  leftOutError()\n}\n`}\n${errorFunction(source)}`
    },
  }
}
