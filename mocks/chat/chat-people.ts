import type { ApiContact, ContactRole, PresenceStatus } from '../../models/chat/chat-api.ts'
import { findAccountById } from '../session/accounts.ts'
import { pick, seededRandom } from '../server/seeded-random.ts'

/**
 * The people of the messaging directory: everyone a user of the work-management API can chat
 * with. The directory is fixed (nobody is added at run time), so it is a constant, not a store.
 * Ids 1 and 2 are the demo accounts themselves, id 5 is "Support Team" (SPEC.md section 6: a client
 * who opens the chat with contact 5 gets a greeting), id 7 is an automated notification sender.
 */
export interface ChatPerson {
  id: number
  uuid: string
  name: string
  role: ContactRole
  image_url: string | null
  email: string
  company_name: string | null
  /** ISO 8601 registration time. */
  ucreated_at: string
  country_id: number
  country_name: string
  gender: 'male' | 'female' | null
  status: PresenceStatus
  about: string
  waba: number | null
  mess: number | null
}

/** How many people the directory holds (ids 1 to this). */
export const directorySize = 120

/** The support contact a client's app greets automatically. */
export const supportTeamId = 5

// prettier-ignore
const femaleNames = [
  'Amelia', 'Beatriz', 'Chloe', 'Daniela', 'Elena', 'Fatima', 'Grace', 'Hana', 'Isabel', 'Julia',
  'Keiko', 'Leila', 'Maya', 'Nadia', 'Olivia', 'Priya', 'Rosa', 'Sofia', 'Tamara', 'Valentina',
  'Yara', 'Zoe', 'Ingrid', 'Mei', 'Aisha',
]
// prettier-ignore
const maleNames = [
  'Adrian', 'Bruno', 'Carlos', 'Daniel', 'Ethan', 'Felix', 'Gabriel', 'Hugo', 'Ivan', 'Jonas',
  'Kenji', 'Lucas', 'Mateo', 'Noah', 'Omar', 'Pablo', 'Rafael', 'Samuel', 'Tomas', 'Victor',
  'William', 'Yusuf', 'Arjun', 'Leon', 'Marco',
]
// prettier-ignore
const lastNames = [
  'Anderson', 'Bauer', 'Castillo', 'Dubois', 'Eriksen', 'Fischer', 'García', 'Hoffman', 'Ibrahim',
  'Jensen', 'Kowalski', 'Lindqvist', 'Moreau', 'Nakamura', 'Okafor', 'Petrov', 'Quinn', 'Rossi',
  'Schneider', 'Tanaka', 'Usman', 'Varga', 'Walsh', 'Xu', 'Young', 'Zimmermann', 'Costa', 'Haddad',
  'Kim', 'Novak',
]

// prettier-ignore
const companies = [
  'Brightline Retail', 'Cedar & Co', 'Northwind Traders', 'Bluepeak Software', 'Harbor Foods',
  'Lumen Studio', 'Atlas Freight', 'Greenleaf Organics', 'Summit Dental', 'Redwood Realty',
  'Copperfield Print', 'Nova Fitness', 'Silverline Travel', 'Oakridge Furniture', 'Pixel Forge',
  'Meridian Clinics', 'Tidewater Marine', 'Juniper Events', 'Kestrel Cycles', 'Orchid Beauty',
]

/** Countries as the real API names them: an id and a name. */
const countries: readonly { id: number; name: string }[] = [
  { id: 233, name: 'United States' },
  { id: 232, name: 'United Kingdom' },
  { id: 39, name: 'Canada' },
  { id: 82, name: 'Germany' },
  { id: 75, name: 'France' },
  { id: 207, name: 'Spain' },
  { id: 107, name: 'Italy' },
  { id: 31, name: 'Brazil' },
  { id: 142, name: 'Mexico' },
  { id: 101, name: 'India' },
  { id: 109, name: 'Japan' },
  { id: 14, name: 'Australia' },
  { id: 156, name: 'Netherlands' },
  { id: 161, name: 'Nigeria' },
  { id: 229, name: 'United Arab Emirates' },
]

const aboutByRole: Record<ContactRole, readonly string[]> = {
  admin: [
    'Keeps the accounts and the team running.',
    'Operations lead. Ask me about billing and access.',
    'Here to unblock you — usually within the hour.',
    'Admin for the EMEA region.',
  ],
  client: [
    'Ordering for our three stores every week.',
    'Purchasing manager. Prefer WhatsApp for quick questions.',
    'Small business owner, big coffee drinker.',
    'Please send invoices to our accounts address.',
    'Available weekdays 9 to 5.',
    'Looking forward to working together!',
    'Busy at the moment — leave a message.',
    'Event planner and long-time customer.',
  ],
  employee: [
    'Customer success, morning shift.',
    'Warehouse and shipping coordinator.',
    'Account manager for the retail clients.',
    'Technical support, second line.',
    'Billing specialist.',
  ],
}

const statuses: readonly PresenceStatus[] = ['online', 'offline', 'busy', 'away']

function uuidFrom(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16))
  hex[12] = '4'
  hex[16] = '89ab'[Math.floor(random() * 4)] ?? '8'
  const text = hex.join('')
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')

// Fixed people of the demo (SPEC.md sections 6 and 9, and the seed facts the browser tests use).
// The rest of a fixed person's fields come from the generator like everyone else's.
const fixedPeople: Record<number, Partial<ChatPerson>> = {
  1: {
    name: 'John Doe',
    role: 'admin',
    email: 'admin@demo.com',
    image_url: '/images/avatars/1.svg',
    gender: 'male',
    status: 'online',
    waba: 101,
    mess: 201,
  },
  2: {
    name: 'Jane Doe',
    role: 'client',
    email: 'client@demo.com',
    image_url: '/images/avatars/8.svg',
    gender: 'female',
    status: 'online',
    waba: null,
    mess: 202,
  },
  5: {
    name: 'Support Team',
    role: 'admin',
    email: 'support@workdesk.demo',
    company_name: 'WorkDesk',
    image_url: '/images/avatars/14.svg',
    gender: null,
    status: 'online',
    about: 'We answer every day from 8:00 to 20:00. Average reply time: 5 minutes.',
  },
  7: {
    name: 'Parcelwise Order Alerts',
    role: 'client',
    email: 'alerts@parcelwise.demo',
    company_name: 'Parcelwise Logistics',
    image_url: null,
    gender: null,
    status: 'online',
    about: 'Automated order and delivery notifications.',
  },
  12: { role: 'employee' },
  18: { role: 'admin' },
}

function seedPeople(): ChatPerson[] {
  const random = seededRandom(5120)
  const start = Date.UTC(2022, 0, 3)
  const usedNames = new Set<string>()
  return Array.from({ length: directorySize }, (_, index) => {
    const id = index + 1
    const female = random() < 0.5
    let name: string
    do {
      name = `${pick(random, female ? femaleNames : maleNames)} ${pick(random, lastNames)}`
    } while (usedNames.has(name))
    usedNames.add(name)
    const roll = random()
    const role: ContactRole = roll < 0.15 ? 'admin' : roll < 0.3 ? 'employee' : 'client'
    const company = pick(random, companies)
    const country = pick(random, countries)
    const avatarRoll = random()
    const fixed = fixedPeople[id] ?? {}
    const person: ChatPerson = {
      id,
      uuid: uuidFrom(random),
      name,
      role,
      // About 60 % have a photo; the others are shown with their initials.
      image_url: avatarRoll < 0.6 ? `/images/avatars/${(id % 14) + 1}.svg` : null,
      email: `${slug(name.split(' ')[0] ?? '')}.${slug(name.split(' ')[1] ?? '')}@${slug(company)}.demo`,
      company_name: role === 'client' ? company : 'WorkDesk',
      ucreated_at: new Date(start + Math.floor(random() * 900) * 86_400_000).toISOString(),
      country_id: country.id,
      country_name: country.name,
      gender: female ? 'female' : 'male',
      status: pick(random, statuses),
      about: pick(random, aboutByRole[role]),
      waba: 3000 + id,
      mess: 4000 + id,
      ...fixed,
    }
    if (fixed.role && fixed.about === undefined)
      person.about = pick(random, aboutByRole[fixed.role])
    return person
  })
}

/** Every person of the directory, by id order. */
export const chatPeople: readonly ChatPerson[] = seedPeople()

const byId = new Map(chatPeople.map((person) => [person.id, person]))

/**
 * The person with this id: from the directory, or a demo account registered since (they can be
 * written to through the push control, so they need a name and a face too).
 */
export function findPerson(id: number): ChatPerson | undefined {
  const person = byId.get(id)
  if (person) return person
  const account = findAccountById(id)
  if (!account) return undefined
  return {
    id: account.id,
    uuid: `00000000-0000-4000-8000-${String(account.id).padStart(12, '0')}`,
    name: account.fullName || account.username,
    role: account.role === 'admin' ? 'admin' : 'client',
    image_url: account.avatar,
    email: account.email,
    company_name: null,
    ucreated_at: new Date(0).toISOString(),
    country_id: 233,
    country_name: 'United States',
    gender: null,
    status: 'online',
    about: '',
    waba: account.waba,
    mess: account.mess,
  }
}

/** The person as the real API lists a contact (list-user-chat, list-contact-chat). */
export function toApiContact(person: ChatPerson): ApiContact {
  return {
    id: person.id,
    uuid: person.uuid,
    name: person.name,
    user_other_role: person.role,
    image_url: person.image_url,
    email: person.email,
    company_name: person.company_name,
    ucreated_at: person.ucreated_at,
    country_id: person.country_id,
    country_name: person.country_name,
    gender: person.gender,
    status: person.status,
    about: person.about,
    waba: person.waba,
    mess: person.mess,
  }
}
