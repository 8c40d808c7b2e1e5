import { describe, expect, it } from 'vitest'
import {
  checkRoleName,
  emptyPermissionMatrix,
  fullPermissionMatrix,
  matrixChecks,
  matrixOfAll,
  rolePermissionNames,
} from '@models/roles/permission-role'
import { checkPermissionName } from '@models/roles/permissions'

describe('a role’s name', () => {
  const existing = ['administrator', 'manager', 'Auditor']

  it('is required: blanks and invisible characters are no name', () => {
    expect(checkRoleName('', existing)).toBe('required')
    expect(checkRoleName(' \u200b ', existing)).toBe('required')
    expect(checkRoleName('Reviewer', existing)).toBeUndefined()
  })

  it('is another role’s, ignoring case and blanks around it', () => {
    expect(checkRoleName('  AUDITOR ', existing)).toBe('taken')
    expect(checkRoleName('Manager', existing)).toBe('taken')
  })

  it('may stay the name of the role being edited, in another case too', () => {
    expect(checkRoleName('manager', existing, 'manager')).toBeUndefined()
    expect(checkRoleName('Manager', existing, 'manager')).toBeUndefined()
    expect(checkRoleName('Auditor', existing, 'manager')).toBe('taken')
  })
})

describe('a role’s permission matrix', () => {
  it('has the nine permissions of the spec, each with read, write and create', () => {
    expect(Object.keys(emptyPermissionMatrix())).toEqual([...rolePermissionNames])
    expect(matrixChecks(emptyPermissionMatrix())).toEqual({ checked: 0, total: 27 })
    expect(matrixChecks(matrixOfAll(true))).toEqual({ checked: 27, total: 27 })
  })

  it('grants nothing for a permission the server left out, and drops unknown ones', () => {
    const matrix = fullPermissionMatrix({
      'Only View': { read: true, write: false, create: false },
      Payroll: { read: true, write: true, create: true },
    })
    expect(Object.keys(matrix)).toEqual([...rolePermissionNames])
    expect(matrix['Only View']).toEqual({ read: true, write: false, create: false })
    expect(matrix.Management).toEqual({ read: false, write: false, create: false })
    expect(matrixChecks(matrix).checked).toBe(1)
  })
})

describe('a permission’s name', () => {
  it('is required', () => {
    expect(checkPermissionName('   ')).toBe('required')
    expect(checkPermissionName('Manage Invoices')).toBeUndefined()
  })
})
