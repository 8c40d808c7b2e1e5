import type { Plugin } from 'vite'

/**
 * Parts of PrimeReact that its data table and paginator import but that our tables never show,
 * by importer: the paginator's "jump to page" number input, and the tooltips of cells and headers
 * given a `tooltip` prop. Left out, the list pages load some 10 KB gzip less. The stand-in throws
 * if it is ever rendered, so that a table given one of those options fails loudly instead of
 * showing nothing.
 */
const leftOut: Record<string, { importers: RegExp; exportName: string }> = {
  'primereact/inputnumber': { importers: /primereact\/paginator\//, exportName: 'InputNumber' },
  'primereact/tooltip': { importers: /primereact\/datatable\//, exportName: 'Tooltip' },
}

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
      if (!id.startsWith(stubPrefix)) return null
      const source = id.slice(stubPrefix.length)
      const { exportName } = leftOut[source]!
      return `export function ${exportName}() {
  throw new Error(${JSON.stringify(`${source} is left out of the tables' bundle (vite/prime-trim.plugin.ts): our tables never show it. Use it there, and take it off that list.`)})
}
`
    },
  }
}
