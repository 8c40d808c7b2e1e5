import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { accountSettingsHandlers } from '@mocks/account-settings/account-settings.handlers'
import { permissionHandlers } from '@mocks/roles/permissions.handlers'
import { permissionStore } from '@mocks/roles/permissions'
import { formatShortDate } from '@models/format/format-date'
import RolePermissionsPage from '@/features/settings/role-permissions.page'
import { createTestI18n, renderPage, signedInDuringEachTest } from '../../support/test-kit'
import { refuseWith500 } from '../../support/refuse-endpoint'

const i18n = createTestI18n()
// The permissions are the admin's: the demo server answers them to the admin's token only.
signedInDuringEachTest()

beforeEach(() => {
  server.use(...accountSettingsHandlers, ...permissionHandlers)
})

const roleColumns = ['Administrator', 'Manager', 'User', 'Support', 'Restricted user']

const renderRoles = () =>
  renderPage(<RolePermissionsPage />, i18n, '/apps/settings/role-permissions')

async function matrix() {
  return screen.findByRole('table', { name: 'Permission matrix' })
}

/** The body rows of the matrix, by permission name. */
function rowNames(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '')
}

/** The roles holding the permission of a row, read from the words screen readers hear. */
function grantedRoles(table: HTMLElement, permission: string): string[] {
  const row = within(table).getByRole('rowheader', { name: permission }).closest('tr')
  if (!row) throw new Error(`no row for ${permission}`)
  const cells = within(row).getAllByRole('cell').slice(0, roleColumns.length)
  return roleColumns.filter((_, index) => cells[index]?.textContent === 'Granted')
}

describe('Roles & Permissions page', () => {
  it('leads to the pages where roles and permissions are changed', async () => {
    const user = userEvent.setup()
    const { location } = renderRoles()
    expect(screen.getByRole('heading', { level: 1, name: 'Roles & Permissions' })).toBeTruthy()
    expect(screen.queryByText(/This overview is read-only/)).toBeNull()
    expect(screen.getByRole('link', { name: 'Manage permissions' }).getAttribute('href')).toBe(
      '/apps/permissions',
    )
    await user.click(screen.getByRole('link', { name: 'Manage roles' }))
    expect(location.history?.at(-1)).toBe('/apps/roles')
  })

  it('shows a loading state until the permissions arrive', async () => {
    renderRoles()
    expect(screen.getByRole('status').textContent).toContain('Loading roles and permissions')
    await matrix()
    expect(screen.queryByText('Loading roles and permissions…')).toBeNull()
  })

  it('lists the nine permissions against the five roles, with a check where a role holds one', async () => {
    renderRoles()
    const table = await matrix()
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent)
    expect(headers).toEqual(['Permission', ...roleColumns, 'Created'])
    expect(rowNames(table)).toEqual([
      'Management',
      'Manage Billing & Roles',
      'Add & Remove Users',
      'Project Planning',
      'Manage Email Sequences',
      'Client Communication',
      'Only View',
      'Financial Management',
      "Manage Others' Tasks",
    ])
    expect(grantedRoles(table, 'Manage Billing & Roles')).toEqual(['Administrator'])
    expect(grantedRoles(table, 'Only View')).toEqual(roleColumns)
    expect(grantedRoles(table, 'Project Planning')).toEqual([
      'Administrator',
      'Manager',
      'User',
      'Support',
    ])
  })

  it('shows each creation date in en-US short form', async () => {
    renderRoles()
    const table = await matrix()
    const first = permissionStore.get()[0]
    if (!first) throw new Error('the seed should have permissions')
    const row = within(table).getByRole('rowheader', { name: first.name }).closest('tr')
    const date = formatShortDate(first.createdDate)
    expect(date).toMatch(/^[A-Z][a-z]{2} \d{1,2}, 2021$/)
    expect(row?.querySelector('time')?.textContent).toBe(date)
  })

  it('counts the permissions of each role on its summary card', async () => {
    renderRoles()
    await matrix()
    const cards = screen
      .getAllByRole('listitem')
      .map((card) => [
        within(card).getByRole('heading').textContent,
        card.querySelector('.role-card__count')?.textContent,
      ])
    expect(cards).toEqual([
      ['Administrator', '9 of 9 permissions'],
      ['Manager', '7 of 9 permissions'],
      ['User', '3 of 9 permissions'],
      ['Support', '5 of 9 permissions'],
      ['Restricted user', '1 of 9 permissions'],
    ])
  })

  it('filters the matrix by permission name as the admin types', async () => {
    const user = userEvent.setup()
    renderRoles()
    const table = await matrix()
    await user.type(screen.getByRole('searchbox', { name: 'Search permissions by name' }), 'MANAGE')
    expect(rowNames(table)).toEqual([
      'Management',
      'Manage Billing & Roles',
      'Manage Email Sequences',
      'Financial Management',
      "Manage Others' Tasks",
    ])
    expect(screen.getByText('Showing 5 of 9 permissions')).toBeTruthy()
  })

  it('says when no permission matches and clears the search on request', async () => {
    const user = userEvent.setup()
    renderRoles()
    await matrix()
    const search = screen.getByRole('searchbox', { name: 'Search permissions by name' })
    await user.type(search, 'payroll')
    expect(screen.getByText('No permission matches “payroll”.')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(rowNames(await matrix())).toHaveLength(9)
    expect((search as HTMLInputElement).value).toBe('')
  })

  it('lets the keyboard reach the matrix, which scrolls sideways on a narrow screen', async () => {
    renderRoles()
    const table = await matrix()
    const region = screen.getByRole('region', { name: 'Permission matrix' })
    expect(region.contains(table)).toBe(true)
    expect(region.tabIndex).toBe(0)
  })

  it('shows an empty state when there are no permissions at all', async () => {
    server.use(
      http.get('*/apps/permissions/data', () =>
        HttpResponse.json({
          params: { q: '', perPage: 10, page: 1, assignedTo: null },
          allData: [],
          total: 0,
          permissions: [],
        }),
      ),
    )
    renderRoles()
    expect(await screen.findByText('There are no permissions yet.')).toBeTruthy()
    expect(screen.queryByRole('searchbox')).toBeNull()
    expect(screen.getAllByText('0 of 0 permissions')).toHaveLength(5)
  })

  it('says why the permissions could not be loaded, in the server’s words', async () => {
    refuseWith500('get', '*/apps/permissions/data', 'The permission service is down')
    renderRoles()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The permissions could not be loaded')
    await waitFor(() => expect(alert.textContent).toContain('The permission service is down'))
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('shows an error with Retry when the permissions cannot be loaded, and loads them on Retry', async () => {
    const user = userEvent.setup()
    const permissions = refuseWith500('get', '*/apps/permissions/data', 'Down')
    renderRoles()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The permissions could not be loaded')

    permissions.heal()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(rowNames(await matrix())).toHaveLength(9)
  })
})
