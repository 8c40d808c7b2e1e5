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
 * Left out of the page's code, the list pages load some 40 KB gzip less on their first visit
 * (without it the users and invoices lists would pass their 250 KB budget). Left out is not gone:
 * a stand-in that is rendered loads the real part lazily and renders it with the same props and
 * ref (a moment later, in its own Suspense boundary), so that a future table that shows a tooltip
 * or a filter menu works, only not at once. No stand-in throws. Whether a part renders depends on
 * its props, not on what imports it: a build-time check of the module graph could not tell.
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
    // Switched off, as our tables render it, it renders what PrimeReact's does at once (its
    // children, then its content); switched on, it shows that until the real one has come.
    standIn: `function switchedOff(props) {
  const options = { items: props.items, rows: props.items, columns: props.columns }
  const content =
    typeof props.contentTemplate === 'function' ? props.contentTemplate(options) : props.contentTemplate
  return createElement(Fragment, null, props.children, content)
}

export const VirtualScroller = forwardRef(function VirtualScroller(props, ref) {
  if (props.disabled) return switchedOff(props)
  return createElement(Suspense, { fallback: switchedOff(props) }, createElement(Real, { ...props, ref }))
})
`,
  },
}

/** The stand-in's module: the real part, loaded when first rendered, behind a default stand-in. */
function standInModule(source: string): string {
  const { exportName, standIn } = leftOut[source]!
  return `import { createElement, forwardRef, Fragment, lazy, Suspense } from 'react'

const Real = lazy(() =>
  import(${JSON.stringify(source)}).then((module) => ({ default: module.${exportName} })),
)

${
  standIn ??
  `export const ${exportName} = forwardRef(function ${exportName}(props, ref) {
  return createElement(Suspense, { fallback: null }, createElement(Real, { ...props, ref }))
})
`
}`
}

/** The parts left out (`primereact/tooltip`, ...), for the tests. */
export const leftOutParts = Object.keys(leftOut)

const stubPrefix = '\0prime-trim:'

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
      // The stand-in's own import of the part is not from PrimeReact's files: it gets the real one.
      return id.startsWith(stubPrefix) ? standInModule(id.slice(stubPrefix.length)) : null
    },
  }
}
