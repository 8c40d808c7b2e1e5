import {
  userBillings,
  userPlans,
  userRoles,
  userStatuses,
  type User,
  type UserBilling,
  type UserPlan,
  type UserRole,
  type UserStatus,
} from '../../models/users/users.ts'
import { defineStore } from '../server/store.ts'
import { pick, seededRandom } from '../server/seeded-random.ts'

/**
 * The demo user list (SPEC.md section 3, "User (demo list)"): 50 people the admin manages in
 * /apps/user, seeded from a fixed seed without dates or locale, so every machine and time zone gets
 * the same list. Ids run from 1 to 50.
 */

/** How many users the seed holds (SPEC.md section 9). */
const seedSize = 50

// How many users hold each value: every value occurs, unevenly, as in a real customer base. Each
// list sums to the seed size and is shuffled over the users.
const roleCounts: Record<UserRole, number> = {
  subscriber: 15,
  editor: 11,
  author: 10,
  maintainer: 8,
  admin: 6,
}
const planCounts: Record<UserPlan, number> = { basic: 17, team: 14, company: 11, enterprise: 8 }
const statusCounts: Record<UserStatus, number> = { active: 27, pending: 13, inactive: 10 }
const billingCounts: Record<UserBilling, number> = {
  'Auto Debit': 18,
  'Manual - Credit Card': 15,
  'Manual - Paypal': 10,
  'Manual - Cash': 7,
}

// prettier-ignore
const firstNames = [
  'Amelia', 'Aarav', 'Beatriz', 'Benedikt', 'Camille', 'Connor', 'Daniela', 'Dmitri', 'Elif',
  'Emeka', 'Freya', 'Gustavo', 'Hannah', 'Haruto', 'Ines', 'Isaac', 'Jasmine', 'Joaquín', 'Kavya',
  'Liam', 'Lucía', 'Magnus', 'Marisol', 'Nadia', 'Nathaniel', 'Olga', 'Oscar', 'Pooja', 'Quentin',
  'Rhea', 'Rowan', 'Saanvi', 'Sebastian', 'Tessa', 'Theo', 'Uma', 'Valentin', 'Wren', 'Xavier',
  'Yuki', 'Zainab', 'Chidi', 'Astrid', 'Mateus', 'Leonie', 'Farah', 'Ronan', 'Mei', 'Tobias', 'Zara',
]
// prettier-ignore
const lastNames = [
  'Abernathy', 'Bergström', 'Caldwell', 'Delgado', 'Ekwueme', 'Fairbanks', 'Gallagher', 'Holloway',
  'Iyer', 'Jovanović', 'Kaczmarek', 'Lindgren', 'Montgomery', 'Nakashima', 'Oduya', 'Pemberton',
  'Quintero', 'Rasmussen', 'Sandoval', 'Thornton', 'Underwood', 'Vasquez', 'Whitfield', 'Yilmaz',
  'Zielinski', 'Achterberg', 'Beaumont', 'Castellanos', 'Donnelly', 'Esposito', 'Ferreira',
  'Grünewald', 'Hargreaves', 'Ishikawa', 'Kovalenko', 'Laurent', 'Mbeki', 'Novak', 'Okonkwo',
  'Petrakis', 'Reinholt', 'Sorensen', 'Takahashi', 'Van der Berg', 'Whitaker', 'Adeyemi', 'Brennan',
  'Mwangi', 'Lindholm', 'Carvalho',
]

// prettier-ignore
const companies = [
  'Brightline Retail', 'Cedar & Co', 'Northwind Traders', 'Bluepeak Software', 'Harbor Foods',
  'Lumen Studio', 'Atlas Freight', 'Greenleaf Organics', 'Summit Dental', 'Redwood Realty',
  'Copperfield Print', 'Nova Fitness', 'Silverline Travel', 'Oakridge Furniture', 'Pixel Forge',
  'Meridian Clinics', 'Tidewater Marine', 'Juniper Events', 'Kestrel Cycles', 'Orchid Beauty',
  'Ironbridge Capital', 'Saffron Kitchen', 'Quarry Stoneworks', 'Helix Biolabs', 'Windmill Energy',
  'Lantern Publishing', 'Crestview Hotels', 'Arcadia Games', 'Fjord Outdoor', 'Mosaic Interiors',
  'Beacon Insurance', 'Sparrow Logistics', 'Vertex Analytics', 'Maple Street Bakery',
  'Horizon Telecom', 'Riverstone Legal',
]

// Mail providers rather than the company's domain, so that searching a company name finds nobody
// (q matches email, full name and billing only).
// prettier-ignore
const mailDomains = [
  'gmail.com', 'outlook.com', 'yahoo.com', 'proton.me', 'icloud.com', 'hotmail.com', 'mail.com',
  'fastmail.com', 'zoho.com', 'gmx.de',
]

/**
 * Countries with the way their mobile numbers are written: `#` is any digit, `N` a digit from 2
 * to 9. The weight is how often the country is picked.
 */
const countries: readonly { name: string; phone: string; weight: number }[] = [
  { name: 'United States', phone: '+1 (N##) N##-####', weight: 12 },
  { name: 'United Kingdom', phone: '+44 7### ######', weight: 5 },
  { name: 'Canada', phone: '+1 (N##) N##-####', weight: 4 },
  { name: 'Germany', phone: '+49 15# ########', weight: 4 },
  { name: 'France', phone: '+33 6 ## ## ## ##', weight: 3 },
  { name: 'Spain', phone: '+34 6## ### ###', weight: 3 },
  { name: 'Brazil', phone: '+55 (N#) 9####-####', weight: 3 },
  { name: 'India', phone: '+91 9#### #####', weight: 3 },
  { name: 'Australia', phone: '+61 4## ### ###', weight: 2 },
  { name: 'Japan', phone: '+81 90-####-####', weight: 2 },
  { name: 'Mexico', phone: '+52 55 #### ####', weight: 2 },
  { name: 'Netherlands', phone: '+31 6 ########', weight: 2 },
  { name: 'Nigeria', phone: '+234 80# ### ####', weight: 2 },
  { name: 'Sweden', phone: '+46 7# ### ## ##', weight: 1 },
  { name: 'Italy', phone: '+39 3## ### ####', weight: 1 },
  { name: 'Poland', phone: '+48 5## ### ###', weight: 1 },
]

/** The avatars in public/images/avatars (1.svg to 14.svg). */
const avatarCount = 14
/** How many users have no picture (about a third): the screens show their initials. */
const withoutPicture = 17

function pickWeighted<T extends { weight: number }>(random: () => number, items: readonly T[]): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0)
  let roll = random() * total
  for (const item of items) {
    roll -= item.weight
    if (roll < 0) return item
  }
  return items[items.length - 1]!
}

function phoneNumber(random: () => number, pattern: string): string {
  return pattern.replace(/[#N]/g, (slot) =>
    String(slot === 'N' ? 2 + Math.floor(random() * 8) : Math.floor(random() * 10)),
  )
}

/** A copy of `items` in an order shuffled by `random` (Fisher-Yates). */
function shuffled<T>(random: () => number, items: readonly T[]): T[] {
  const values = [...items]
  for (let index = values.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1))
    ;[values[index], values[other]] = [values[other]!, values[index]!]
  }
  return values
}

/** Each value repeated its count, shuffled. */
function shuffledSpread<K extends string>(
  random: () => number,
  order: readonly K[],
  counts: Record<K, number>,
): K[] {
  return shuffled(
    random,
    order.flatMap((value) => Array.from({ length: counts[value] }, () => value)),
  )
}

/** Lower-case ASCII letters only: "Van der Berg" → "vanderberg", "Joaquín" → "joaquin". */
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')

/**
 * The first of `candidates` whose text (`format`) is not in `used` yet, else the first with two
 * digits after it; its text is then marked used.
 */
function unique(
  random: () => number,
  used: Set<string>,
  candidates: readonly string[],
  format: (candidate: string) => string = (candidate) => candidate,
): string {
  let value = candidates.map(format).find((text) => !used.has(text))
  while (value === undefined || used.has(value)) {
    value = format(`${candidates[0]}${10 + Math.floor(random() * 90)}`)
  }
  used.add(value)
  return value
}

function seedUsers(): User[] {
  const random = seededRandom(1350)
  const roles = shuffledSpread(random, userRoles, roleCounts)
  const plans = shuffledSpread(random, userPlans, planCounts)
  const statuses = shuffledSpread(random, userStatuses, statusCounts)
  const billings = shuffledSpread(random, userBillings, billingCounts)
  // Each first and each last name once: 50 different people.
  const firsts = shuffled(random, firstNames)
  const lasts = shuffled(random, lastNames)
  const pictures = shuffled(
    random,
    Array.from({ length: seedSize }, (_, index) => index >= withoutPicture),
  )
  const emails = new Set<string>()
  const usernames = new Set<string>()

  return Array.from({ length: seedSize }, (_, index) => {
    const id = index + 1
    const first = firsts[index]!
    const last = lasts[index]!
    const fullName = `${first} ${last}`
    const [f, l] = [slug(first), slug(last)]
    const domain = pick(random, mailDomains)
    const localParts = [`${f}.${l}`, `${f}${l}`, `${f[0]}.${l}`, `${f}_${l}`, `${f}${l[0]}`]
    const start = Math.floor(random() * localParts.length)
    const rotated = [...localParts.slice(start), ...localParts.slice(0, start)]
    const email = unique(random, emails, rotated, (local) => `${local}@${domain}`)
    const usernameStyles = [`${f}${l}`, `${f}.${l}`, `${f[0]}${l}`, `${f}_${l[0]}`, `${l}${f[0]}`]
    const username = unique(
      random,
      usernames,
      usernameStyles.slice(Math.floor(random() * usernameStyles.length)),
    )
    const country = pickWeighted(random, countries)
    const company = pick(random, companies)
    const picture = `/images/avatars/${1 + Math.floor(random() * avatarCount)}.svg`
    const avatar = pictures[index] ? picture : ''
    return {
      id,
      fullName,
      company,
      username,
      country: country.name,
      contact: phoneNumber(random, country.phone),
      email,
      avatar,
      billing: billings[index]!,
      role: roles[index]!,
      currentPlan: plans[index]!,
      status: statuses[index]!,
    }
  })
}

/** Every user, in id order; additions go last. */
export const userStore = defineStore(seedUsers)

const copy = (user: User): User => ({ ...user })

/** Every user, copied, so that an answer never changes after it was sent. */
export function allUsers(): User[] {
  return userStore.get().map(copy)
}

export function findUser(id: number): User | undefined {
  const user = userStore.get().find((item) => item.id === id)
  return user && copy(user)
}

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** Whether another user than `exceptId` has this email, ignoring case. */
export function isEmailTaken(email: string, exceptId?: number): boolean {
  return userStore.get().some((user) => user.id !== exceptId && sameText(user.email, email))
}

/** Whether another user than `exceptId` has this username, ignoring case. */
export function isUsernameTaken(username: string, exceptId?: number): boolean {
  return userStore.get().some((user) => user.id !== exceptId && sameText(user.username, username))
}

/** Adds a user with the next id: one more than the highest (SPEC.md section 7). */
export function addUser(fields: Omit<User, 'id'>): User {
  const users = userStore.get()
  const id = users.reduce((max, user) => Math.max(max, user.id), 0) + 1
  const user: User = { ...fields, id }
  users.push(user)
  return copy(user)
}

/** Changes some of a user's fields; undefined when there is no user with that id. */
export function updateUser(id: number, changes: Partial<Omit<User, 'id'>>): User | undefined {
  const user = userStore.get().find((item) => item.id === id)
  if (!user) return undefined
  Object.assign(user, changes)
  return copy(user)
}

/**
 * Removes the users with these ids, all or none: when one of the ids is unknown nothing is
 * removed and the unknown ids are returned.
 */
export function deleteUsers(ids: readonly number[]): { missing: number[] } {
  const users = userStore.get()
  const missing = ids.filter((id) => !users.some((user) => user.id === id))
  if (missing.length > 0) return { missing }
  const kept = users.filter((user) => !ids.includes(user.id))
  users.splice(0, users.length, ...kept)
  return { missing }
}
