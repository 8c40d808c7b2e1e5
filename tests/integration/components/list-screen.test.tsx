import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { standardPageSizes, type ListPage, type ListParams } from '@models/lists/list-params'
import type { ListChange } from '@models/lists/list-change'
import { useList } from '@/services/list/use-list'
import { listChangesOf } from '@/services/list/list-changes'
import type { EditableListSource } from '@/services/list/list-source'
import { ListScreen, type ListScreenProps } from '@/components/list-screen/list-screen'
import { appI18n, renderPage } from '../../support/test-kit'

/*
 * ListScreen on its own, over a small list of fruit and vegetables held here (not an area's):
 * what every list screen offers is checked once, with three columns.
 */

interface Produce {
  id: number
  name: string
  kind: 'fruit' | 'vegetable'
}

const seeded: Produce[] = [
  'Apple',
  'Beetroot',
  'Cherry',
  'Date',
  'Endive',
  'Fig',
  'Grape',
  'Kale',
  'Lemon',
  'Mango',
  'Nectarine',
  'Onion',
].map((name, index) => ({
  id: index + 1,
  name,
  kind: ['Beetroot', 'Endive', 'Kale', 'Onion'].includes(name) ? 'vegetable' : 'fruit',
}))

/** The server of this test: its rows, what it was sent, and whether it fails. */
let rows: Produce[] = []
let sent: ListChange[] = []
let failing: Error | null = null

function answer(params: ListParams): ListPage<Produce> {
  const matches = rows
    .filter((row) => row.name.toLowerCase().includes(params.q.toLowerCase()))
    .filter((row) => !params.filters.kind || row.kind === params.filters.kind)
  const sorted = [...matches].sort(
    (a, b) =>
      (params.sort === 'asc' ? 1 : -1) *
      String(a[params.sortColumn as keyof Produce]).localeCompare(
        String(b[params.sortColumn as keyof Produce]),
      ),
  )
  const first = (params.page - 1) * params.perPage
  return { rows: sorted.slice(first, first + params.perPage), total: matches.length }
}

const produceList: EditableListSource<Produce> = {
  area: 'produce',
  shape: {
    perPage: 10,
    perPageOptions: standardPageSizes,
    sortColumn: 'name',
    sort: 'asc',
    sortColumns: ['name', 'kind'],
    filters: { kind: ['fruit', 'vegetable'] },
  },
  fetchPage: (params) => (failing ? Promise.reject(failing) : Promise.resolve(answer(params))),
  rowId: (row) => row.id,
  draftRow: (draft, id) => ({ ...(draft as Omit<Produce, 'id'>), id: id as number }),
  sendChange: (change) => {
    sent.push(change)
    if (change.kind === 'delete') rows = rows.filter((row) => !change.ids.includes(row.id))
    return Promise.resolve(null)
  },
  messages: {
    deleted: 'Deleted',
    refused: { add: 'Refused', update: 'Refused', delete: 'Refused' },
  },
}

const i18n = appI18n()

type Extra = Partial<ListScreenProps<Produce>>

function ProduceScreen(extra: Extra) {
  const list = useList(produceList)
  return (
    <ListScreen
      list={list}
      title="Produce"
      columns={[
        {
          field: 'name',
          header: 'Name',
          sortable: true,
          body: (row) => <span className="produce-name">{row.name}</span>,
        },
        { field: 'kind', header: 'Kind', sortable: true },
      ]}
      filters={[
        {
          name: 'kind',
          label: 'Kind',
          options: [
            { value: 'fruit', label: 'Fruit' },
            { value: 'vegetable', label: 'Vegetable' },
          ],
        },
      ]}
      searchLabel="Search produce"
      empty="No produce matches."
      rowName="name"
      {...extra}
    />
  )
}

const renderScreen = (extra: Extra = {}, path = '/produce') =>
  renderPage(<ProduceScreen {...extra} />, i18n, path)

const table = () => screen.findByRole('table', { name: 'Produce' })

/** The names the table shows, in order. */
const shownNames = () =>
  [...document.querySelectorAll('tbody .produce-name')].map((cell) => cell.textContent)

/** Waits until the table shows `expected`, in order. */
async function expectNames(expected: string[]) {
  await table()
  await waitFor(() => expect(shownNames()).toEqual(expected))
}

/** The file a CSV export hands to the browser, as text without its byte order mark. */
function downloads(): Promise<string>[] {
  const files: Promise<string>[] = []
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    files.push((blob as Blob).text().then((text) => text.replace(/^\uFEFF/, '')))
    return 'blob:produce'
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
  return files
}

const csvColumns = [
  { header: 'Name', value: (row: Produce) => row.name },
  { header: 'Kind', value: (row: Produce) => row.kind },
]

beforeEach(() => {
  rows = seeded.map((row) => ({ ...row }))
  sent = []
  failing = null
})
afterEach(async () => {
  vi.restoreAllMocks()
  // A delete waits behind its Undo for the whole app: sent now, so the next test starts clean.
  const changes = listChangesOf(produceList)
  changes.flush()
  await waitFor(() => expect(changes.current()).toEqual([]))
})

describe('ListScreen', () => {
  it('shows its heading and the first page, sorted, and filters and searches through the URL', async () => {
    const user = userEvent.setup()
    const { location } = renderScreen()
    expect(screen.getByRole('heading', { name: 'Produce' })).toBeTruthy()
    await expectNames(seeded.slice(0, 10).map((row) => row.name))
    expect(screen.getByText('1–10 of 12')).toBeTruthy()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'vegetable')
    await expectNames(['Beetroot', 'Endive', 'Kale', 'Onion'])
    expect(location.history?.at(-1)).toBe('/produce?kind=vegetable')

    await user.type(screen.getByRole('searchbox', { name: 'Search produce' }), 'on')
    await expectNames(['Onion'])
    await waitFor(() => expect(location.history?.at(-1)).toBe('/produce?q=on&kind=vegetable'))

    await user.click(screen.getByRole('columnheader', { name: /Name/ }))
    await user.clear(screen.getByRole('searchbox', { name: 'Search produce' }))
    await expectNames(['Onion', 'Kale', 'Endive', 'Beetroot'])
  })

  it('runs a bulk action on the rows picked, and deletes them together', async () => {
    const user = userEvent.setup()
    const archive = vi.fn<(picked: Produce[]) => void>()
    renderScreen({
      bulkActions: [{ label: 'Archive', icon: 'pi pi-inbox', run: archive }],
      remove: { label: (row) => `Delete ${row.name}`, selectedLabel: 'Delete selected' },
    })
    const found = await table()
    await expectNames(seeded.slice(0, 10).map((row) => row.name))
    expect(screen.queryByText(/rows? selected$/)).toBeNull()
    await user.click(within(found).getByRole('checkbox', { name: /Apple/ }))
    await user.click(within(found).getByRole('checkbox', { name: /Cherry/ }))
    expect(screen.getByText('2 rows selected')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Archive' }))
    expect(archive).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'Apple' }),
      expect.objectContaining({ name: 'Cherry' }),
    ])

    await user.click(screen.getByRole('button', { name: 'Delete selected' }))
    // Gone at once, behind the list's Undo; no longer picked.
    await waitFor(() => expect(shownNames()).not.toContain('Apple'))
    expect(shownNames()).not.toContain('Cherry')
    expect(screen.queryByText('2 rows selected')).toBeNull()
    // One change for the rows picked, sent once its Undo is over.
    listChangesOf(produceList).flush()
    await waitFor(() => expect(sent).toEqual([{ kind: 'delete', ids: [1, 3] }]))
  })

  it('gives each row its actions: a link, a button, and a delete', async () => {
    const user = userEvent.setup()
    const open = vi.fn<(row: Produce) => void>()
    renderScreen({
      rowActions: [
        {
          icon: 'pi pi-eye',
          label: (row) => `View ${row.name}`,
          href: (row) => `/produce/${row.id}`,
        },
        { icon: 'pi pi-pencil', label: (row) => `Edit ${row.name}`, run: open },
      ],
      remove: { label: (row) => `Delete ${row.name}` },
    })
    await expectNames(seeded.slice(0, 10).map((row) => row.name))
    // A list without bulk actions has no checkboxes to pick rows with.
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.getByRole('link', { name: 'View Fig' }).getAttribute('href')).toBe('/produce/6')
    await user.click(screen.getByRole('button', { name: 'Edit Fig' }))
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ id: 6, name: 'Fig' }))
    await user.click(screen.getByRole('button', { name: 'Delete Fig' }))
    await waitFor(() => expect(shownNames()).not.toContain('Fig'))
  })

  it('says what an empty list says', async () => {
    renderScreen({}, '/produce?q=zucchini')
    expect(await screen.findByText('No produce matches.')).toBeTruthy()
  })

  it('says why the list could not be loaded, and loads it on Try again', async () => {
    const user = userEvent.setup()
    failing = new Error('network down')
    renderScreen()
    expect(await screen.findByText('The list could not be loaded.')).toBeTruthy()
    failing = null
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await expectNames(seeded.slice(0, 10).map((row) => row.name))
  })

  it('shows its own failure in place of the card when the area gives one', async () => {
    failing = new Error('refused')
    renderScreen({
      failure: (error) => (error === failing ? <p role="alert">Not yours to see.</p> : null),
    })
    expect((await screen.findByRole('alert')).textContent).toBe('Not yours to see.')
    expect(screen.queryByRole('region', { name: 'Produce' })).toBeNull()
  })

  it('exports every match as CSV, not only the page, and the rows picked', async () => {
    const user = userEvent.setup()
    const files = downloads()
    renderScreen({
      csv: {
        fileName: 'produce.csv',
        columns: csvColumns,
        selected: { fileName: 'picked.csv', label: 'Export selected' },
      },
    })
    const found = await table()
    await expectNames(seeded.slice(0, 10).map((row) => row.name))
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(files).toHaveLength(1))
    const every = (await files[0])!.trim().split('\r\n')
    expect(every[0]).toBe('Name,Kind')
    expect(every).toHaveLength(13)
    expect(every.at(-1)).toBe('Onion,vegetable')

    await user.click(within(found).getByRole('checkbox', { name: /Date/ }))
    await user.click(screen.getByRole('button', { name: 'Export selected' }))
    await waitFor(() => expect(files).toHaveLength(2))
    expect((await files[1])!.trim().split('\r\n')).toEqual(['Name,Kind', 'Date,fruit'])
  })
})
