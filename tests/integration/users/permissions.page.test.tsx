import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { addPermission, permissionStore } from '@mocks/roles/permissions'
import { formatShortDate } from '@models/format/format-date'
import { log } from '@models/log/log'
import { listChangesOf } from '@/services/list/list-changes'
import { permissionList } from '@/services/permissions/permission-list'
import { prefetchPermissionList } from '@/services/permissions/permissions-query'
import PermissionsPage from '@/features/users/permissions.page'
import { demoClientSession } from '../../support/session-fixtures'
import {
  appI18n,
  captureToasts,
  renderPage,
  signInWithIssuedToken,
  signOutAfterTest,
} from '../../support/test-kit'
import { refuseWith500 } from '../../support/refuse-endpoint'

// The global i18next, as in the app: the list pattern's toasts are translated through it.
const i18n = appI18n()
const toasts = captureToasts()
afterEach(signOutAfterTest)
beforeEach(() => {
  // Refused loads are logged on purpose in some of these tests.
  vi.spyOn(log, 'error').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

// The demo server answers in the same process, but this machine may be busy: wait a while.
const slow = { timeout: 15_000 }

const seededNames = [
  'Management',
  'Manage Billing & Roles',
  'Add & Remove Users',
  'Project Planning',
  'Manage Email Sequences',
  'Client Communication',
  'Only View',
  'Financial Management',
  "Manage Others' Tasks",
]

function renderPermissions(path = '/apps/permissions') {
  return renderPage(<PermissionsPage />, i18n, path)
}

const table = () => screen.getByRole('table')

/** The permission names on screen, top to bottom. */
const shownNames = () =>
  [...table().querySelectorAll('tbody .permission-name')].map((cell) => cell.textContent)

/** The row of a permission, by its name. */
function rowOf(name: string): HTMLElement {
  const row = [...table().querySelectorAll('tbody tr')].find(
    (candidate) => candidate.querySelector('.permission-name')?.textContent === name,
  )
  if (!row) throw new Error(`no row for ${name}`)
  return row as HTMLElement
}

/** The roles a row shows as assigned, as the user reads them. */
const assignedOn = (name: string) =>
  within(rowOf(name))
    .getAllByRole('listitem')
    .map((chip) => chip.textContent)

async function loaded(names: readonly string[] = seededNames.slice(0, 9)) {
  await waitFor(() => expect(shownNames()).toEqual(names), slow)
}

/** More permissions on the server, added before the page opens: the newest first, as it keeps them. */
function addOnServer(count: number): string[] {
  const names = Array.from({ length: count }, (_, index) => `Extra permission ${index + 1}`)
  names.forEach((name) => addPermission(name))
  return [...names].reverse()
}

describe('the permissions page (an admin)', { timeout: 30_000 }, () => {
  beforeEach(() => signInWithIssuedToken())

  it('lists the permissions with the roles they are assigned to and their creation date', async () => {
    renderPermissions()
    await loaded()
    expect(screen.getByRole('heading', { level: 1, name: 'Permissions' })).toBeTruthy()
    expect(assignedOn('Manage Billing & Roles')).toEqual(['Administrator'])
    expect(assignedOn('Only View')).toEqual([
      'Administrator',
      'Manager',
      'User',
      'Support',
      'Restricted user',
    ])
    const first = permissionStore.get()[0]!
    expect(rowOf(first.name).querySelector('time')?.textContent).toBe(
      formatShortDate(first.createdDate),
    )
    // The server does not sort: no column offers to.
    expect(table().querySelector('[aria-sort]')).toBeNull()
  })

  it('keeps the filter and the page in the URL, and follows Back and Forward', async () => {
    const extra = addOnServer(12)
    const user = userEvent.setup()
    const { location } = renderPermissions()
    const all = [...extra, ...seededNames]
    await loaded(all.slice(0, 10))

    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(location.history.at(-1)).toBe('/apps/permissions?page=2'))
    await loaded(all.slice(10, 20))

    const filter = screen.getByRole('combobox', { name: 'Assigned to' })
    await user.selectOptions(filter, 'manager')
    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/apps/permissions?assignedTo=manager'),
    )
    const managers = [
      'Management',
      'Add & Remove Users',
      'Project Planning',
      'Client Communication',
      'Only View',
      'Financial Management',
      "Manage Others' Tasks",
    ]
    await loaded(managers)

    // Back: the second page of every permission again, and the filter says so.
    act(() => location.navigate('/apps/permissions?page=2'))
    await loaded(all.slice(10, 20))
    expect((filter as HTMLSelectElement).value).toBe('')
    // Forward: the manager's permissions.
    act(() => location.navigate('/apps/permissions?assignedTo=manager'))
    await loaded(managers)
    expect((filter as HTMLSelectElement).value).toBe('manager')

    // The search goes into the URL once the typing pauses, and the server searches the names.
    await user.type(screen.getByRole('searchbox', { name: /Search permissions/ }), 'financial')
    await waitFor(
      () =>
        expect(location.history.at(-1)).toBe('/apps/permissions?q=financial&assignedTo=manager'),
      slow,
    )
    await loaded(['Financial Management'])
  })

  it('opens on the page and filter a pasted link asks for', async () => {
    addOnServer(12)
    renderPermissions('/apps/permissions?assignedTo=restricted-user')
    await loaded(['Only View'])
    expect((screen.getByRole('combobox', { name: 'Assigned to' }) as HTMLSelectElement).value).toBe(
      'restricted-user',
    )
  })

  it('finds the page its URL asks for already asked by the route, without sort', async () => {
    const asked: string[] = []
    const record = ({ request }: { request: Request }) => {
      const url = new URL(request.url)
      if (url.pathname === '/apps/permissions/data') asked.push(url.search)
    }
    server.events.on('request:start', record)
    try {
      prefetchPermissionList('assignedTo=support')
      renderPermissions('/apps/permissions?assignedTo=support')
      await loaded([
        'Project Planning',
        'Manage Email Sequences',
        'Client Communication',
        'Only View',
        "Manage Others' Tasks",
      ])
      expect(asked).toEqual(['?q=&page=1&perPage=10&assignedTo=support'])
    } finally {
      server.events.removeListener('request:start', record)
    }
  })

  it('adds a permission: the administrator’s alone, first in the list at once', async () => {
    const user = userEvent.setup()
    renderPermissions()
    await loaded()
    await user.click(screen.getByRole('button', { name: 'Add permission' }))
    const dialog = screen.getByRole('dialog', { name: 'Add permission' })
    expect(within(dialog).getByText(/assigned to the administrator only/)).toBeTruthy()

    // A name is needed before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Add permission' }))
    const name = within(dialog).getByRole('textbox', { name: 'Permission name' })
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(within(dialog).getByText('Give the permission a name.')).toBeTruthy()

    await user.type(name, '  Manage Invoices ')
    await user.click(within(dialog).getByRole('button', { name: 'Add permission' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    // At once, first, while the server has it not yet.
    expect(shownNames()[0]).toBe('Manage Invoices')
    await loaded(['Manage Invoices', ...seededNames.slice(0, 9)])
    expect(assignedOn('Manage Invoices')).toEqual(['Administrator'])
    await waitFor(
      () =>
        expect(permissionStore.get()[0]).toMatchObject({
          name: 'Manage Invoices',
          assignedTo: ['administrator'],
        }),
      slow,
    )
    await waitFor(
      () =>
        expect(toasts.at(-1)).toMatchObject({
          severity: 'success',
          summary: 'The permission Manage Invoices was added',
        }),
      slow,
    )
  })

  it('shows the server’s field error under the name, with the name as typed', async () => {
    // The demo server refuses only an empty name, which the page never sends: here it refuses
    // a name in its field-error shape, as a server that wants unique names would.
    server.use(
      http.post('*/apps/permissions/add-permission', () =>
        HttpResponse.json(
          { errors: { name: ['This permission name is already in use.'] } },
          { status: 400 },
        ),
      ),
    )
    const user = userEvent.setup()
    renderPermissions()
    await loaded()
    await user.click(screen.getByRole('button', { name: 'Add permission' }))
    await user.type(screen.getByRole('textbox', { name: 'Permission name' }), 'Only View')
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Add permission' }),
    )

    // The added row is taken back, and the dialog opens again on what was typed.
    const dialog = await screen.findByRole('dialog', { name: 'Add permission' }, slow)
    const name = within(dialog).getByRole('textbox', { name: 'Permission name' })
    expect((name as HTMLInputElement).value).toBe('Only View')
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(within(dialog).getByText('This permission name is already in use.')).toBeTruthy()
    expect(shownNames()).toEqual(seededNames)
    await waitFor(
      () =>
        expect(toasts.at(-1)).toMatchObject({
          severity: 'error',
          summary: 'The permission could not be added',
          detail: 'This permission name is already in use.',
        }),
      slow,
    )
    expect(permissionStore.get()).toHaveLength(9)
  })

  it('renames a permission, shown at once', async () => {
    const user = userEvent.setup()
    renderPermissions()
    await loaded()
    await user.click(screen.getByRole('button', { name: 'Edit Only View' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit permission' })
    const name = within(dialog).getByRole('textbox', { name: 'Permission name' })
    expect((name as HTMLInputElement).value).toBe('Only View')
    await user.clear(name)
    await user.type(name, 'Read only')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))

    expect(shownNames()).toContain('Read only')
    await waitFor(() => expect(permissionStore.get()[6]?.name).toBe('Read only'), slow)
    await loaded(seededNames.map((each) => (each === 'Only View' ? 'Read only' : each)))
  })

  it('puts a rename back when the server answers 500', async () => {
    refuseWith500('post', '*/apps/permissions/update-permission', 'The permission store is down')
    const user = userEvent.setup()
    renderPermissions()
    await loaded()
    await user.click(screen.getByRole('button', { name: 'Edit Only View' }))
    const name = screen.getByRole('textbox', { name: 'Permission name' })
    await user.clear(name)
    await user.type(name, 'Read only')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    await waitFor(
      () =>
        expect(toasts.at(-1)).toMatchObject({
          severity: 'error',
          summary: 'The permission could not be renamed',
          detail: 'The permission store is down',
        }),
      slow,
    )
    expect(shownNames()).toEqual(seededNames)
    // What was typed is still there, to try again.
    expect(
      ((await screen.findByRole('textbox', { name: 'Permission name' }, slow)) as HTMLInputElement)
        .value,
    ).toBe('Read only')
  })

  it('deletes a permission behind an Undo, and Undo brings it back', async () => {
    const user = userEvent.setup()
    renderPermissions()
    await loaded()
    await user.click(screen.getByRole('button', { name: 'Delete Only View' }))
    expect(shownNames()).not.toContain('Only View')
    const undo = toasts.at(-1)
    expect(undo).toMatchObject({ severity: 'info', summary: 'Permission deleted' })
    expect(undo?.action?.label).toBe('Undo')

    act(() => undo?.action?.run())
    await waitFor(() => expect(shownNames()).toEqual(seededNames))
    expect(permissionStore.get().map((permission) => permission.name)).toContain('Only View')
  })

  it('sends a delete once its Undo is over', async () => {
    const user = userEvent.setup()
    renderPermissions()
    await loaded()
    await user.click(screen.getByRole('button', { name: 'Delete Only View' }))
    // The tab closes, or the 5 s pass: the delete leaves.
    act(() => listChangesOf(permissionList).flush())
    await waitFor(
      () =>
        expect(permissionStore.get().map((permission) => permission.name)).not.toContain(
          'Only View',
        ),
      slow,
    )
    await loaded(seededNames.filter((name) => name !== 'Only View'))
  })

  it('puts a deleted permission back when the server answers 500', async () => {
    refuseWith500('delete', '*/apps/permissions/delete')
    const user = userEvent.setup()
    renderPermissions()
    await loaded()
    await user.click(screen.getByRole('button', { name: 'Delete Only View' }))
    expect(shownNames()).not.toContain('Only View')
    act(() => listChangesOf(permissionList).flush())

    await waitFor(() => expect(shownNames()).toEqual(seededNames), slow)
    await waitFor(
      () =>
        expect(toasts.at(-1)).toMatchObject({
          severity: 'error',
          summary: 'The permission could not be deleted',
          detail: 'Server Error',
        }),
      slow,
    )
  })

  it('shows a change sent with a client’s token refused as a warning, and takes it back', async () => {
    const user = userEvent.setup()
    renderPermissions()
    await loaded()
    // The admin's session gives way to a client's (another tab) while the page is open.
    await signInWithIssuedToken(demoClientSession)
    await user.click(screen.getByRole('button', { name: 'Edit Only View' }))
    const name = screen.getByRole('textbox', { name: 'Permission name' })
    await user.clear(name)
    await user.type(name, 'Read only')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    await waitFor(
      () =>
        expect(toasts.at(-1)).toMatchObject({
          severity: 'warn',
          summary: 'The permission could not be renamed',
          detail: 'Only administrators may see or change these settings.',
        }),
      slow,
    )
    expect(shownNames()).toEqual(seededNames)
    expect(permissionStore.get()[6]?.name).toBe('Only View')
  })
})

describe('the permissions page (a client)', { timeout: 30_000 }, () => {
  beforeEach(() => signInWithIssuedToken(demoClientSession))

  it('says, as a warning, that the permissions are not the client’s to see', async () => {
    renderPermissions()
    const alert = await screen.findByRole('alert', {}, slow)
    await waitFor(() =>
      expect(alert.textContent).toContain('Only administrators may see or change these settings.'),
    )
    expect(alert.textContent).toContain('Not available to your role')
    expect(alert.classList.contains('refused-notice')).toBe(true)
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull()
    expect(screen.queryByRole('table')).toBeNull()
  })
})
