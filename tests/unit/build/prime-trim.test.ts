// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { primeTrim } from '../../../vite/prime-trim.plugin'

type Hook = (source: string, importer?: string) => unknown
const plugin = primeTrim()
const resolve = plugin.resolveId as unknown as Hook
const load = plugin.load as unknown as (id: string) => string | null

const paginator = '/repo/node_modules/primereact/paginator/paginator.esm.js'
const datatable = '/repo/node_modules/primereact/datatable/datatable.esm.js'
const ourForm = '/repo/src/features/invoices/invoice-form.tsx'

describe('the PrimeReact parts our tables never show', () => {
  it('leaves out the paginator’s number input and the table’s tooltips', () => {
    expect(resolve('primereact/inputnumber', paginator)).toBe('\0prime-trim:primereact/inputnumber')
    expect(resolve('primereact/tooltip', datatable)).toBe('\0prime-trim:primereact/tooltip')
  })

  it('keeps them for everyone else, and keeps what the tables do show', () => {
    expect(resolve('primereact/inputnumber', ourForm)).toBeNull()
    expect(resolve('primereact/tooltip', ourForm)).toBeNull()
    expect(resolve('primereact/dropdown', paginator)).toBeNull()
    expect(resolve('primereact/inputnumber', datatable)).toBeNull()
  })

  it('fails loudly if a table ever renders one', async () => {
    const code = load('\0prime-trim:primereact/tooltip')!
    const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
      Tooltip: () => void
    }
    expect(() => module.Tooltip()).toThrow(/primereact\/tooltip is left out/)
  })
})
