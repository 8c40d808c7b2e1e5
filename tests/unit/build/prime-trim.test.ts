// @vitest-environment node
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { createElement, Suspense, type ComponentType, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { describe, expect, it } from 'vitest'
import { leftOutParts, primeTrim } from '../../../vite/prime-trim.plugin'

type Hook = (source: string, importer?: string) => unknown
const plugin = primeTrim()
const resolve = plugin.resolveId as unknown as Hook
const load = plugin.load as unknown as (id: string) => string | null

const paginator = '/repo/node_modules/primereact/paginator/paginator.esm.js'
const datatable = '/repo/node_modules/primereact/datatable/datatable.esm.js'
const button = '/repo/node_modules/primereact/button/button.esm.js'
const dropdown = '/repo/node_modules/primereact/dropdown/dropdown.esm.js'
const ourForm = '/repo/src/features/invoices/invoice-form.tsx'

const require = createRequire(import.meta.url)
/** The real part, as Node loads it (its CommonJS build: its ES build imports directories). */
const realFile = (source: string) => pathToFileURL(require.resolve(source)).href

/** The module that stands in for `source`, as the build would load it. */
async function standIn<Module>(source: string): Promise<Module> {
  // A data: module cannot find packages by name: it gets the files this test uses.
  const react = pathToFileURL(require.resolve('react')).href
  const code = load(`\0prime-trim:${source}`)!
    .replace(/from 'react'/g, `from '${react}'`)
    .replace(`import("${source}")`, `import("${realFile(source)}")`)
  return (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Module
}

/** The HTML of `element` once everything it loads lazily has come. */
async function rendered(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element)
  return new Response(prelude).text()
}

describe('the PrimeReact parts our tables never show', () => {
  it('leaves out the paginator’s number input and dropdown, and the column filter’s own parts', () => {
    expect(resolve('primereact/inputnumber', paginator)).toBe('\0prime-trim:primereact/inputnumber')
    expect(resolve('primereact/dropdown', paginator)).toBe('\0prime-trim:primereact/dropdown')
    expect(resolve('primereact/dropdown', datatable)).toBe('\0prime-trim:primereact/dropdown')
    expect(resolve('primereact/inputtext', datatable)).toBe('\0prime-trim:primereact/inputtext')
    expect(resolve('primereact/button', datatable)).toBe('\0prime-trim:primereact/button')
  })

  it('leaves out every tooltip and the tables’ virtual scroller', () => {
    expect(resolve('primereact/tooltip', datatable)).toBe('\0prime-trim:primereact/tooltip')
    expect(resolve('primereact/tooltip', button)).toBe('\0prime-trim:primereact/tooltip')
    expect(resolve('primereact/tooltip', dropdown)).toBe('\0prime-trim:primereact/tooltip')
    expect(resolve('primereact/virtualscroller', datatable)).toBe(
      '\0prime-trim:primereact/virtualscroller',
    )
    expect(resolve('primereact/virtualscroller', dropdown)).toBe(
      '\0prime-trim:primereact/virtualscroller',
    )
  })

  it('leaves out the icons of the filter menu, the row editor, reordering and the loading overlay', () => {
    for (const icon of ['filter', 'filterslash', 'plus', 'trash', 'pencil', 'bars', 'spinner']) {
      expect(resolve(`primereact/icons/${icon}`, datatable)).toBe(
        `\0prime-trim:primereact/icons/${icon}`,
      )
    }
    expect(resolve('primereact/icons/arrowdown', datatable)).toBe(
      '\0prime-trim:primereact/icons/arrowdown',
    )
  })

  it('keeps the icons the tables show (sorting, a row’s expander, the checkboxes) and every icon elsewhere', () => {
    for (const icon of ['sortalt', 'sortamountdown', 'chevronright', 'chevrondown', 'check']) {
      expect(resolve(`primereact/icons/${icon}`, datatable)).toBeNull()
    }
    expect(resolve('primereact/icons/trash', ourForm)).toBeNull()
    expect(resolve('primereact/icons/spinner', button)).toBeNull()
  })

  it('keeps them for everyone else, and keeps what the tables do show', () => {
    expect(resolve('primereact/inputnumber', ourForm)).toBeNull()
    expect(resolve('primereact/tooltip', ourForm)).toBeNull()
    expect(resolve('primereact/virtualscroller', ourForm)).toBeNull()
    expect(resolve('primereact/dropdown', ourForm)).toBeNull()
    expect(resolve('primereact/button', ourForm)).toBeNull()
    expect(resolve('primereact/inputnumber', datatable)).toBeNull()
  })

  // Behaviour changed by design (issue 34): a stand-in used to throw when rendered, a trap for a
  // future table given one of those props; it now loads the real part and renders it.
  it('renders the real part when a table does show one: no stand-in throws', async () => {
    const props: Record<string, Record<string, unknown>> = {
      'primereact/inputnumber': { value: 3 },
      'primereact/dropdown': { value: 'a', options: ['a', 'b'] },
      'primereact/inputtext': { value: 'text' },
      'primereact/button': { label: 'Go' },
      'primereact/tooltip': { content: 'tip' },
      'primereact/virtualscroller': {
        items: ['a', 'b'],
        itemSize: 20,
        itemTemplate: (item: string) => item,
      },
    }
    for (const source of leftOutParts) {
      const exportName = Object.keys(await import(/* @vite-ignore */ realFile(source))).find(
        (name) => /^[A-Z]/.test(name),
      )!
      const real = (await import(/* @vite-ignore */ realFile(source)))[exportName] as ComponentType
      const stand = (await standIn<Record<string, ComponentType>>(source))[exportName]!
      const given = props[source] ?? {}
      expect(await rendered(createElement(stand, given)), source).toBe(
        // In a Suspense boundary, as the stand-in renders it.
        await rendered(createElement(Suspense, null, createElement(real, given))),
      )
    }
  })

  it('renders a switched-off virtual scroller as PrimeReact does: its children, then its content', async () => {
    type Props = {
      disabled?: boolean
      items?: string[]
      children?: ReactNode
      contentTemplate?: (options: { items: string[]; rows: string[] }) => ReactNode
    }
    const { VirtualScroller } = await standIn<{ VirtualScroller: (props: Props) => ReactNode }>(
      'primereact/virtualscroller',
    )
    const off = createElement(VirtualScroller, {
      disabled: true,
      items: ['a', 'b'],
      children: createElement('thead'),
      contentTemplate: ({ items, rows }) => createElement('tbody', null, items.join(), rows.length),
    })
    expect(renderToStaticMarkup(off)).toBe('<thead></thead><tbody>a,b2</tbody>')
  })
})
