import type { DatatableRow } from '../../models/datatable/datatable-row.ts'
import { defineStore } from '../server/store.ts'
import { pick, seededRandom } from '../server/seeded-random.ts'

/**
 * The data table's demo rows (SPEC.md section 3, "Datatable row"): 100 employees, seeded from a
 * fixed seed without dates or locale, so every machine and time zone gets the same rows. Ids run
 * from 1 to 100. Nothing changes them, but they are a store like the others so tests and the demo
 * reset treat every area alike.
 */

/** How many rows the seed holds (SPEC.md section 9). */
const seedSize = 100

/** How many rows have each status, 1 to 5 (models/datatable/datatable-row.ts names them). */
const statusCounts = [27, 21, 13, 17, 22] as const

// prettier-ignore
const firstNames = [
  'Korrie', 'Bailey', 'Stella', 'Dorolice', 'Harmonia', 'Genevra', 'Eileen', 'Richardo', 'Allyson',
  'Merline', 'Ange', 'Zeke', 'Alvina', 'Lisette', 'Tiffy', 'Rob', 'Halsey', 'Verla', 'Lucius',
  'Hildegaard', 'Shelby', 'Ahmed', 'Fernanda', 'Ingvar', 'Kofi', 'Leticia', 'Marek', 'Nuala',
  'Oren', 'Paloma', 'Rashida', 'Soren', 'Tatiana', 'Ulrich', 'Viviane', 'Wendell', 'Ximena',
  'Yannick', 'Zofia', 'Anouk', 'Bjorn', 'Cosima', 'Dario', 'Esme', 'Florin', 'Gwendolyn', 'Hamza',
  'Ilse', 'Jarrah', 'Kirsi',
]
// prettier-ignore
const lastNames = [
  "O'Meara", 'Cutting', 'Mauger', 'Ridding', 'Braddock', 'Ripping', 'Hunnicutt', 'Ashby', 'Strut',
  'Kelsall', 'Whelan', 'Fennimore', 'Goodacre', 'Halloran', 'Ingersoll', 'Jessop', 'Kirkland',
  'Lockwood', 'Marchetti', 'Nettleton', 'Oyelaran', 'Pickering', 'Quarmby', 'Rutherford',
  'Satterfield', 'Tregarthen', 'Upton', 'Vance', 'Wexford', 'Yardley', 'Zamora', 'Aldridge',
  'Blackwood', 'Crowther', 'Dunmore', 'Ellison', 'Farrow', 'Greaves', 'Hatherley', 'Ivanova',
  'Jalloh', 'Kristensen', 'Lyall', 'Moncrieff', 'Nakagawa', 'Osei', 'Pryce', 'Rosales', 'Sinclair',
  'Thackeray',
]

// prettier-ignore
const posts = [
  'Nuclear Power Engineer', 'VP Quality Control', 'Operator', 'Cost Accountant',
  'Senior Cost Accountant', 'Geologist', 'Web Developer', 'Software Test Engineer', 'Librarian',
  'Budget Analyst', 'Staff Scientist', 'Human Resources Manager', 'Research Nurse',
  'Marketing Assistant', 'Desktop Support Technician', 'Account Executive', 'Registered Nurse',
  'Structural Analysis Engineer', 'Payment Adjustment Coordinator', 'Database Administrator',
  'Environmental Specialist', 'Graphic Designer', 'Internal Auditor', 'Legal Assistant',
  'Office Assistant', 'Paralegal', 'Product Engineer', 'Recruiting Manager', 'Sales Associate',
  'Statistician', 'Systems Administrator', 'Technical Writer', 'Quality Engineer', 'Civil Engineer',
]

// Cities that appear in no name, post or email, so a search for one finds nothing (q does not
// look at the city).
// prettier-ignore
const cities = [
  'Lisbon', 'Krasnosilka', 'Hinigaran', 'Golcowa', 'Paquera', 'Lucan', 'Maofan', 'Pangkalan',
  'Tallinn', 'Valparaíso', 'Aarhus', 'Kumasi', 'Porto Alegre', 'Wrocław', 'Ōsaka', 'Cork',
  'Brisbane', 'Halifax', 'Tbilisi', 'Cusco', 'Marrakesh', 'Bergen', 'Ljubljana', 'Da Nang',
  'Guadalajara', 'Nairobi', 'Adelaide', 'Edmonton', 'Bologna', 'Chiang Mai',
]

// prettier-ignore
const mailDomains = [
  'gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'proton.me', 'hotmail.com', 'aol.com',
  'zoho.com',
]

const avatarCount = 14
/** How many rows have no picture (about a third). */
const withoutPicture = 33

/** A copy of `items` in an order shuffled by `random` (Fisher-Yates). */
function shuffled<T>(random: () => number, items: readonly T[]): T[] {
  const values = [...items]
  for (let index = values.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1))
    ;[values[index], values[other]] = [values[other]!, values[index]!]
  }
  return values
}

const between = (random: () => number, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1))

const pad = (value: number) => String(value).padStart(2, '0')

/** A day between 2012 and 2023 as "MM/DD/YYYY", from whole numbers only (no time zone). */
function startDate(random: () => number): string {
  const year = between(random, 2012, 2023)
  const month = between(random, 1, 12)
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${pad(month)}/${pad(between(random, 1, days))}/${year}`
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')

function seedRows(): DatatableRow[] {
  const random = seededRandom(1310)
  const statuses = shuffled(
    random,
    statusCounts.flatMap((count, index) => Array.from({ length: count }, () => index + 1)),
  )
  const pictures = shuffled(
    random,
    Array.from({ length: seedSize }, (_, index) => index >= withoutPicture),
  )
  const names = new Set<string>()
  const locals = new Set<string>()
  return Array.from({ length: seedSize }, (_, index) => {
    let fullName: string
    do {
      fullName = `${pick(random, firstNames)} ${pick(random, lastNames)}`
    } while (names.has(fullName))
    names.add(fullName)
    const [first = '', last = ''] = fullName.split(' ')
    // "first.last" is different for every name; the shorter "flast" only while nobody has it.
    const short = `${slug(first)[0]}${slug(last)}`
    const local = random() < 0.5 && !locals.has(short) ? short : `${slug(first)}.${slug(last)}`
    locals.add(local)
    const age = between(random, 21, 64)
    const years = between(random, 1, Math.min(age - 20, 12))
    const cents = between(random, 1_800_000, 14_000_000)
    const picture = `/images/avatars/${between(random, 1, avatarCount)}.svg`
    return {
      id: index + 1,
      responsive_id: '',
      avatar: pictures[index] ? picture : '',
      full_name: fullName,
      post: pick(random, posts),
      email: `${local}@${pick(random, mailDomains)}`,
      city: pick(random, cities),
      start_date: startDate(random),
      salary: `$${(cents / 100).toFixed(2)}`,
      age: String(age),
      experience: `${years} ${years === 1 ? 'Year' : 'Years'}`,
      status: statuses[index]!,
    }
  })
}

/** Every row, in id order. */
export const datatableStore = defineStore(seedRows)

/** Every row, copied, so that an answer never changes after it was sent. */
export function allDatatableRows(): DatatableRow[] {
  return datatableStore.get().map((row) => ({ ...row }))
}
