import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  addPermissionRole,
  permissionRoleDetails,
  updatePermissionRole,
} from '@mocks/roles/permission-roles'
import { log } from '@models/log/log'
import { listChangesOf } from '@/services/list/list-changes'
import { roleList } from '@/services/roles/role-list'
import { prefetchRoles } from '@/services/roles/roles-query'
import { server } from '@mocks/node'
import RolesPage from '@/features/users/roles.page'
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

const builtInCards = ['Administrator', 'Manager', 'User', 'Support', 'Restricted user']

function renderRoles(path = '/apps/roles') {
  return renderPage(<RolesPage />, i18n, path)
}

const cardList = () => screen.getByRole('list', { name: 'Roles' })

/** The role cards' names, in order (the "Add new role" card has none). */
const cardNames = () =>
  [...cardList().children].flatMap((card) => {
    const name = card.querySelector('.role-tile__name')?.textContent
    return name ? [name] : []
  })

const cardOf = (name: string) => within(cardList()).getByRole('listitem', { name })

async function loaded(names: readonly string[] = builtInCards) {
  await waitFor(() => expect(cardNames()).toEqual(names), slow)
}

/** The names in the users table, top to bottom. */
const userNames = () =>
  [...screen.getByRole('table').querySelectorAll('tbody .user-cell__name')].map(
    (cell) => cell.textContent,
  )

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement

async function openEdit(user: ReturnType<typeof userEvent.setup>, role: string) {
  await user.click(within(cardOf(role)).getByRole('button', { name: `Edit role ${role}` }))
  return screen.getByRole('dialog', { name: 'Edit role' })
}

describe('the roles page (an admin)', { timeout: 30_000 }, () => {
  beforeEach(() => signInWithIssuedToken())

  it('shows a card per role with how many users hold it and the first of them', async () => {
    renderRoles()
    await loaded()
    expect(screen.getByRole('heading', { level: 1, name: 'Roles' })).toBeTruthy()
    const [administrator] = permissionRoleDetails()
    const card = cardOf('Administrator')
    expect(within(card).getByText(`Total ${administrator!.totalUsers} users`)).toBeTruthy()
    const members = within(card).getByRole('list', { name: 'Users with the role Administrator' })
    const avatars = within(members).getAllByRole('listitem')
    // Five faces, then how many more.
    expect(avatars.slice(0, 5).map((avatar) => avatar.textContent)).toEqual(
      administrator!.users.map((member) => member.fullName),
    )
    expect(avatars[5]?.textContent).toContain(`+${administrator!.totalUsers - 5}`)
    expect(within(card).getByRole('button', { name: 'Edit role Administrator' }).textContent).toBe(
      'Edit role',
    )
    // A built-in role stays: it offers no delete.
    expect(within(card).queryByRole('button', { name: /^Delete role/ })).toBeNull()
    expect(screen.getByRole('button', { name: 'Add new role' })).toBeTruthy()
    // Under the cards, every user with their role.
    expect(screen.getByRole('heading', { name: 'Total users with their roles' })).toBeTruthy()
    await waitFor(() => expect(userNames()).toHaveLength(10), slow)
  })

  it('finds the roles and the users page its URL asks for already asked by the route', async () => {
    const asked: string[] = []
    const record = ({ request }: { request: Request }) => {
      const url = new URL(request.url)
      asked.push(`${url.pathname}${url.search}`)
    }
    server.events.on('request:start', record)
    try {
      // At navigation, while the page's code loads.
      prefetchRoles('role=admin')
      const { location } = renderRoles('/apps/roles?role=admin')
      await loaded()
      await waitFor(() => expect(userNames()).toHaveLength(6), slow)
      expect(location.history.at(-1)).toBe('/apps/roles?role=admin')
      // One request each: the page took the prefetched answers.
      expect(asked.filter((path) => path.startsWith('/apps/roles/data'))).toHaveLength(1)
      const users = asked.filter((path) => path.startsWith('/api/users/list/data'))
      expect(users).toHaveLength(1)
      expect(users[0]).toContain('role=admin')
    } finally {
      server.events.removeListener('request:start', record)
    }
  })

  it('checks all, none or some in the role dialog with “Select all”', async () => {
    const user = userEvent.setup()
    renderRoles()
    await loaded()
    await user.click(screen.getByRole('button', { name: 'Add new role' }))
    const dialog = screen.getByRole('dialog', { name: 'Add new role' })
    const boxes = () =>
      within(dialog)
        .getAllByRole('checkbox')
        .filter((box) => box !== checkbox('Select all')) as HTMLInputElement[]
    expect(boxes()).toHaveLength(27)
    expect(boxes().every((box) => !box.checked)).toBe(true)
    expect(checkbox('Select all').checked).toBe(false)
    expect(checkbox('Select all').indeterminate).toBe(false)

    await user.click(checkbox('Read Management'))
    expect(checkbox('Select all').checked).toBe(false)
    expect(checkbox('Select all').indeterminate).toBe(true)

    // Half checked, "Select all" checks them all.
    await user.click(checkbox('Select all'))
    expect(boxes().every((box) => box.checked)).toBe(true)
    expect(checkbox('Select all').checked).toBe(true)
    expect(checkbox('Select all').indeterminate).toBe(false)

    await user.click(checkbox('Select all'))
    expect(boxes().every((box) => !box.checked)).toBe(true)

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    // A role that holds some permissions opens half checked.
    await openEdit(user, 'Restricted user')
    expect(checkbox('Read Only View').checked).toBe(true)
    expect(checkbox('Write Only View').checked).toBe(false)
    expect(checkbox('Select all').indeterminate).toBe(true)
  })

  it('adds a role: checked first, shown at once after the others, then saved', async () => {
    const user = userEvent.setup()
    renderRoles()
    await loaded()
    await user.click(screen.getByRole('button', { name: 'Add new role' }))
    const dialog = screen.getByRole('dialog', { name: 'Add new role' })
    const name = within(dialog).getByRole('textbox', { name: 'Role name' })
    const add = within(dialog).getByRole('button', { name: 'Add role' })

    await user.click(add)
    expect(within(dialog).getByText('Give the role a name.')).toBeTruthy()
    expect(name.getAttribute('aria-invalid')).toBe('true')
    await user.type(name, 'administrator')
    await user.click(add)
    expect(within(dialog).getByText('Another role already has this name.')).toBeTruthy()

    await user.clear(name)
    await user.type(name, 'Auditor')
    await user.click(checkbox('Read Financial Management'))
    await user.click(add)
    expect(screen.queryByRole('dialog')).toBeNull()
    // At once, last, as the server will put it.
    expect(cardNames()).toEqual([...builtInCards, 'Auditor'])
    expect(within(cardOf('Auditor')).getByText('Total 0 users')).toBeTruthy()

    await waitFor(() => expect(permissionRoleDetails()).toHaveLength(6), slow)
    const saved = permissionRoleDetails()[5]!
    expect(saved.name).toBe('Auditor')
    expect(saved.permissions['Financial Management']).toEqual({
      read: true,
      write: false,
      create: false,
    })
    expect(saved.permissions.Management).toEqual({ read: false, write: false, create: false })
    await waitFor(
      () =>
        expect(toasts.at(-1)).toMatchObject({
          severity: 'success',
          summary: 'The role Auditor was added',
        }),
      slow,
    )
    await loaded([...builtInCards, 'Auditor'])
  })

  it('shows the server’s field error under the name when another admin took it meanwhile', async () => {
    const user = userEvent.setup()
    renderRoles()
    await loaded()
    // Another admin adds it after this page loaded: the page does not know.
    addPermissionRole('Auditor', {})
    await user.click(screen.getByRole('button', { name: 'Add new role' }))
    await user.type(screen.getByRole('textbox', { name: 'Role name' }), 'auditor')
    await user.click(checkbox('Select all'))
    await user.click(screen.getByRole('button', { name: 'Add role' }))

    const dialog = await screen.findByRole('dialog', { name: 'Add new role' }, slow)
    const name = within(dialog).getByRole('textbox', { name: 'Role name' })
    expect((name as HTMLInputElement).value).toBe('auditor')
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(within(dialog).getByText('This role name is already in use.')).toBeTruthy()
    // What was checked is kept too.
    expect(checkbox('Select all').checked).toBe(true)
    expect(cardNames()).toEqual(builtInCards)
    await waitFor(
      () =>
        expect(toasts.at(-1)).toMatchObject({
          severity: 'error',
          summary: 'The role could not be added',
          detail: 'This role name is already in use.',
        }),
      slow,
    )
  })

  it('renames a role and changes what it may do, shown at once', async () => {
    const user = userEvent.setup()
    renderRoles()
    await loaded()
    const dialog = await openEdit(user, 'Manager')
    const name = within(dialog).getByRole('textbox', { name: 'Role name' })
    expect((name as HTMLInputElement).value).toBe('manager')
    expect(checkbox('Write Management').checked).toBe(true)
    expect(checkbox('Create Management').checked).toBe(false)
    await user.clear(name)
    await user.type(name, 'Team lead')
    await user.click(checkbox('Create Management'))
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))

    expect(screen.queryByRole('dialog')).toBeNull()
    expect(cardNames()).toEqual([
      'Administrator',
      'Team lead',
      'User',
      'Support',
      'Restricted user',
    ])
    await waitFor(() => expect(permissionRoleDetails()[1]?.name).toBe('Team lead'), slow)
    const saved = permissionRoleDetails()[1]!
    // The renamed role keeps its users.
    expect(saved.totalUsers).toBe(8)
    expect(saved.permissions.Management).toEqual({ read: true, write: true, create: true })
    await waitFor(
      () =>
        expect(toasts.at(-1)).toMatchObject({
          severity: 'success',
          summary: 'The role Team lead was saved',
        }),
      slow,
    )
  })

  it('takes a change back when the server answers 500', async () => {
    refuseWith500('post', '*/apps/roles/update-role', 'The role store is down')
    const user = userEvent.setup()
    renderRoles()
    await loaded()
    const dialog = await openEdit(user, 'Support')
    const name = within(dialog).getByRole('textbox', { name: 'Role name' })
    await user.clear(name)
    await user.type(name, 'Helpdesk')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))

    await waitFor(
      () =>
        expect(toasts.at(-1)).toMatchObject({
          severity: 'error',
          summary: 'The role could not be changed',
          detail: 'The role store is down',
        }),
      slow,
    )
    expect(cardNames()).toEqual(builtInCards)
    expect(permissionRoleDetails()[3]?.name).toBe('support')
    // The dialog is back with the change as made, to try again or cancel.
    expect(
      ((await screen.findByRole('textbox', { name: 'Role name' }, slow)) as HTMLInputElement).value,
    ).toBe('Helpdesk')
  })

  it('deletes an added role behind an Undo; Undo brings it back, and later it goes', async () => {
    addPermissionRole('Auditor', {})
    const user = userEvent.setup()
    renderRoles()
    await loaded([...builtInCards, 'Auditor'])
    await user.click(screen.getByRole('button', { name: 'Delete role Auditor' }))
    expect(cardNames()).toEqual(builtInCards)
    const undo = toasts.at(-1)
    expect(undo).toMatchObject({ severity: 'info', summary: 'Role deleted' })
    act(() => undo?.action?.run())
    await loaded([...builtInCards, 'Auditor'])

    await user.click(screen.getByRole('button', { name: 'Delete role Auditor' }))
    act(() => listChangesOf(roleList).flush())
    await waitFor(() => expect(permissionRoleDetails()).toHaveLength(5), slow)
    await loaded()
  })

  it('puts a deleted role back when the server answers 500', async () => {
    addPermissionRole('Auditor', {})
    refuseWith500('delete', '*/apps/roles/delete')
    const user = userEvent.setup()
    renderRoles()
    await loaded([...builtInCards, 'Auditor'])
    await user.click(screen.getByRole('button', { name: 'Delete role Auditor' }))
    expect(cardNames()).toEqual(builtInCards)
    act(() => listChangesOf(roleList).flush())

    await loaded([...builtInCards, 'Auditor'])
    await waitFor(
      () =>
        expect(toasts.at(-1)).toMatchObject({
          severity: 'error',
          summary: 'The role could not be deleted',
        }),
      slow,
    )
  })

  it('shows the 409 of a built-in role as a warning, and keeps the role', async () => {
    // A built-in role renamed is no longer known by its name: the page offers its delete.
    updatePermissionRole('support', { name: 'Helpdesk' })
    const user = userEvent.setup()
    renderRoles()
    const cards = ['Administrator', 'Manager', 'User', 'Helpdesk', 'Restricted user']
    await loaded(cards)
    await user.click(screen.getByRole('button', { name: 'Delete role Helpdesk' }))
    act(() => listChangesOf(roleList).flush())

    await waitFor(
      () =>
        expect(toasts.at(-1)).toMatchObject({
          severity: 'warn',
          summary: 'The role could not be deleted',
          detail: 'The five built-in roles cannot be deleted.',
        }),
      slow,
    )
    expect(cardNames()).toEqual(cards)
  })

  it('keeps the users table’s filter and page in the URL, and follows Back and Forward', async () => {
    const user = userEvent.setup()
    const { location } = renderRoles()
    await loaded()
    await waitFor(() => expect(userNames()).toHaveLength(10), slow)
    const firstPage = userNames()

    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(location.history.at(-1)).toBe('/apps/roles?page=2'))
    await waitFor(() => expect(userNames()).not.toEqual(firstPage), slow)
    const secondPage = userNames()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin')
    await waitFor(() => expect(location.history.at(-1)).toBe('/apps/roles?role=admin'))
    await waitFor(() => expect(userNames()).toHaveLength(6), slow)
    const admins = userNames()

    act(() => location.navigate('/apps/roles?page=2'))
    await waitFor(() => expect(userNames()).toEqual(secondPage), slow)
    act(() => location.navigate('/apps/roles?role=admin'))
    await waitFor(() => expect(userNames()).toEqual(admins), slow)
    // The cards stay as they were: the URL is the users table's.
    expect(cardNames()).toEqual(builtInCards)
  })

  it('shows a change sent with a client’s token refused as a warning, and takes it back', async () => {
    const user = userEvent.setup()
    renderRoles()
    await loaded()
    // The admin's session gives way to a client's (another tab) while the page is open.
    await signInWithIssuedToken(demoClientSession)
    const dialog = await openEdit(user, 'User')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select all' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))

    await waitFor(
      () =>
        expect(toasts.at(-1)).toMatchObject({
          severity: 'warn',
          summary: 'The role could not be changed',
          detail: 'Only administrators may see or change users, roles and permissions.',
        }),
      slow,
    )
    expect(permissionRoleDetails()[2]?.permissions.Management?.read).toBe(false)
  })
})

describe('the roles page (a client)', { timeout: 30_000 }, () => {
  beforeEach(() => signInWithIssuedToken(demoClientSession))

  it('says, as a warning, that the roles are not the client’s to see', async () => {
    renderRoles()
    const title = await screen.findByText('Not available to your role', {}, slow)
    const notice = title.closest('[role="alert"]')!
    expect(notice.classList.contains('refused-notice')).toBe(true)
    await waitFor(() =>
      expect(notice.textContent).toContain(
        'Only administrators may see or change users, roles and permissions.',
      ),
    )
    // One warning: the users table, refused as well, gives way to it.
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Add new role' })).toBeNull()
  })
})
