import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiKeys } from '@mocks/api-keys/api-keys'
import ApiKeysPage from '@/features/api-keys/api-keys.page'
import { appI18n, captureToasts, renderPage, signedInDuringEachTest } from '../../support/test-kit'
import { refuseWith500 } from '../../support/refuse-endpoint'

vi.setConfig({ testTimeout: 30_000 })

// The list changes' toasts are translated by the app's own i18next, as in the app.
const i18n = appI18n()
const toasts = captureToasts()
signedInDuringEachTest()
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const openPage = (path = '/pages/api-key') => renderPage(<ApiKeysPage />, i18n, path)

/** The keys table, once its rows are there. */
async function table() {
  const found = await screen.findByRole('table', { name: 'Your API keys' })
  await waitFor(() => expect(names(found).length).toBeGreaterThan(0))
  return found
}
const names = (found: HTMLElement) =>
  [...found.querySelectorAll('.api-key__name')].map((cell) => cell.textContent ?? '')
const rowOf = (found: HTMLElement, name: string) =>
  [...found.querySelectorAll('tbody tr')].find(
    (row) => row.querySelector('.api-key__name')?.textContent === name,
  ) as HTMLElement

async function create(user: ReturnType<typeof userEvent.setup>, name: string, access: string) {
  await user.clear(screen.getByRole('textbox', { name: 'Name' }))
  if (name) await user.type(screen.getByRole('textbox', { name: 'Name' }), name)
  await user.selectOptions(screen.getByRole('combobox', { name: 'Access level' }), access)
  await user.click(screen.getByRole('button', { name: 'Create key' }))
}

describe('API keys page', () => {
  it('lists the keys newest first, masked, with their access and dates', async () => {
    openPage()
    const found = await table()
    expect(names(found)).toEqual(['Staging', 'Reporting dashboard', 'CRM sync', 'Server Key 1'])
    const crm = rowOf(found, 'CRM sync')
    expect(within(crm).getByLabelText('Key of CRM sync, masked').textContent).toBe(
      'wk_l••••••••••••8e43',
    )
    expect(crm.textContent).not.toContain('bb98e5715c7e4cf1')
    expect(within(crm).getByText('Read and write')).toBeTruthy()
    expect(within(crm).getByText('May 12, 2026')).toBeTruthy()
    expect(within(crm).getByText('Nov 26, 2026')).toBeTruthy()
    expect(within(rowOf(found, 'Staging')).getByText('Never')).toBeTruthy()
  })

  it('creates a key: shown at once, then with the secret the server made, and a toast', async () => {
    const user = userEvent.setup()
    openPage()
    const found = await table()
    await create(user, 'Billing export', 'full')
    expect(names(found)[0]).toBe('Billing export')
    await waitFor(() =>
      expect(toasts.map((toast) => toast.summary)).toContain('Key “Billing export” created'),
    )
    await waitFor(() =>
      expect(
        within(rowOf(found, 'Billing export')).getByLabelText('Key of Billing export, masked'),
      ).toBeTruthy(),
    )
    expect(within(rowOf(found, 'Billing export')).getByText('Full access')).toBeTruthy()
    expect(apiKeys.get().map((key) => key.name)).toContain('Billing export')
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('')
  })

  it('checks the name before sending, and shows the server’s words for a taken name', async () => {
    const user = userEvent.setup()
    openPage()
    const found = await table()
    await create(user, '', 'readOnly')
    expect(screen.getByText('Give the key a name.')).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Name' })).toBe(document.activeElement)

    await create(user, 'crm sync', 'readOnly')
    expect(await screen.findByText('A key with this name already exists.')).toBeTruthy()
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(
      'crm sync',
    )
    await waitFor(() => expect(names(found)).not.toContain('crm sync'))
    expect(apiKeys.get()).toHaveLength(4)
  })

  it('takes a created key back and says why when the server fails', async () => {
    const user = userEvent.setup()
    refuseWith500('post', '*/api/api-keys/add', 'Keys are down')
    openPage()
    const found = await table()
    await create(user, 'Doomed', 'readOnly')
    await waitFor(() =>
      expect(toasts.find((toast) => toast.severity === 'error')).toMatchObject({
        summary: 'The key could not be created',
        detail: 'Keys are down',
      }),
    )
    await waitFor(() => expect(names(found)).not.toContain('Doomed'))
    expect(apiKeys.get()).toHaveLength(4)
  })

  it('copies the whole key to the clipboard, with a toast', async () => {
    const user = userEvent.setup()
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    openPage()
    const found = await table()
    await user.click(
      within(rowOf(found, 'CRM sync')).getByRole('button', { name: 'Copy the key of CRM sync' }),
    )
    expect(writeText).toHaveBeenCalledWith('wk_live_bb98e5715c7e4cf1a4ba8d3f65b08e43')
    expect(toasts.at(-1)).toMatchObject({
      severity: 'success',
      summary: 'Key of CRM sync copied to the clipboard',
    })

    writeText.mockImplementationOnce(() => Promise.reject(new Error('denied')))
    await user.click(
      within(rowOf(found, 'Staging')).getByRole('button', { name: 'Copy the key of Staging' }),
    )
    await waitFor(() => expect(toasts.at(-1)?.severity).toBe('error'))
  })

  it('asks before deleting, deletes after the Undo time, and keeps the key when cancelled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    openPage()
    const found = await table()

    const deleteButton = within(rowOf(found, 'Staging')).getByRole('button', {
      name: 'Delete Staging',
    })
    await user.click(deleteButton)
    let dialog = screen.getByRole('dialog', { name: 'Delete Staging?' })
    // The safe answer has the focus; Escape closes and gives the focus back.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBe(document.activeElement)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(deleteButton).toBe(document.activeElement)
    expect(names(found)).toContain('Staging')

    await user.click(deleteButton)
    dialog = screen.getByRole('dialog', { name: 'Delete Staging?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete key' }))
    expect(names(found)).not.toContain('Staging')
    expect(toasts.find((toast) => toast.action)?.summary).toBe('API key deleted')
    await act(() => vi.advanceTimersByTimeAsync(5100))
    await waitFor(() => expect(apiKeys.get().map((key) => key.name)).not.toContain('Staging'))
  })

  it('puts a deleted key back and says why when the server fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    refuseWith500('delete', '*/api/api-keys/delete', 'Deleting is down')
    openPage()
    const found = await table()
    await user.click(
      within(rowOf(found, 'CRM sync')).getByRole('button', { name: 'Delete CRM sync' }),
    )
    await user.click(screen.getByRole('button', { name: 'Delete key' }))
    expect(names(found)).not.toContain('CRM sync')
    await act(() => vi.advanceTimersByTimeAsync(5100))
    await waitFor(() => expect(names(found)).toContain('CRM sync'))
    expect(toasts.find((toast) => toast.severity === 'error')).toMatchObject({
      summary: 'The key could not be deleted',
      detail: 'Deleting is down',
    })
    expect(apiKeys.get()).toHaveLength(4)
  })

  it('searches the keys by name, in the address', async () => {
    const user = userEvent.setup()
    const { location } = openPage()
    const found = await table()
    await user.type(screen.getByRole('searchbox', { name: 'Search keys by name' }), 'zeppelin')
    expect(await screen.findByText('No key is named like “zeppelin”.')).toBeTruthy()
    await waitFor(() => expect(location.history?.at(-1)).toBe('/pages/api-key?q=zeppelin'))
    expect(names(found)).toEqual([])
  })
})
