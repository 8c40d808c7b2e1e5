import { defineStore } from '../server/store.ts'
import { seededRandom } from '../server/seeded-random.ts'

/** A permission as the demo server keeps it (SPEC section 3). */
export interface Permission {
  id: number
  name: string
  assignedTo: string[]
  /** Local date and time without a zone, "YYYY-MM-DDTHH:mm:ss", so every zone shows the same day. */
  createdDate: string
}

// The nine permissions of SPEC section 6, in its order. The assignments are the demo's choice:
// the administrator holds everything and each other role a plausible subset of it.
const seedRows: [name: string, assignedTo: string[]][] = [
  ['Management', ['administrator', 'manager']],
  ['Manage Billing & Roles', ['administrator']],
  ['Add & Remove Users', ['administrator', 'manager']],
  ['Project Planning', ['administrator', 'manager', 'user', 'support']],
  ['Manage Email Sequences', ['administrator', 'user', 'support']],
  ['Client Communication', ['administrator', 'manager', 'support']],
  ['Only View', ['administrator', 'manager', 'user', 'support', 'restricted-user']],
  ['Financial Management', ['administrator', 'manager']],
  ["Manage Others' Tasks", ['administrator', 'manager', 'support']],
]

const pad = (value: number) => String(value).padStart(2, '0')

/** Formats a date the way `createdDate` is stored: local wall time, no zone. */
export function toCreatedDate(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
}

// Dates are computed in UTC from a fixed seed, so the seed is the same on every machine and zone.
function seedDates(count: number): string[] {
  const random = seededRandom(6021)
  const start = Date.UTC(2021, 0, 1)
  return Array.from({ length: count }, () => {
    const day = Math.floor(random() * 365)
    const minute = 8 * 60 + Math.floor(random() * 10 * 60)
    const at = new Date(start + day * 86_400_000 + minute * 60_000)
    return at.toISOString().slice(0, 19)
  })
}

const seed = (): Permission[] => {
  const dates = seedDates(seedRows.length)
  return seedRows.map(([name, assignedTo], index) => ({
    id: index + 1,
    name,
    assignedTo: [...assignedTo],
    createdDate: dates[index] ?? '2021-01-01T09:00:00',
  }))
}

/** Every permission, newest additions first. */
export const permissionStore = defineStore(seed)

/**
 * Adds a permission the way SPEC section 7 describes: assigned to the administrator only, created
 * now, put at the front. The id is one more than the highest id, which is "the last id plus 1"
 * without handing out the same id twice after several additions.
 */
export function addPermission(name: string, now: Date = new Date()): Permission {
  const permissions = permissionStore.get()
  const lastId = permissions.reduce((max, permission) => Math.max(max, permission.id), 0)
  const permission: Permission = {
    id: lastId + 1,
    name,
    assignedTo: ['administrator'],
    createdDate: toCreatedDate(now),
  }
  permissions.unshift(permission)
  return { ...permission, assignedTo: [...permission.assignedTo] }
}

/** Renames a permission; undefined when there is none with that id. */
export function renamePermission(id: number, name: string): Permission | undefined {
  const permission = permissionStore.get().find((item) => item.id === id)
  if (!permission) return undefined
  permission.name = name
  return { ...permission, assignedTo: [...permission.assignedTo] }
}

/** Removes a permission; false when there is none with that id. */
export function deletePermission(id: number): boolean {
  const permissions = permissionStore.get()
  const index = permissions.findIndex((item) => item.id === id)
  if (index < 0) return false
  permissions.splice(index, 1)
  return true
}
