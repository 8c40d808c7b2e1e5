import {
  invoiceStatuses,
  totalOf,
  type Invoice,
  type InvoiceClient,
  type InvoiceInput,
  type InvoiceLine,
  type InvoiceStatus,
  type InvoiceSummary,
  type PaymentDetails,
} from '../../models/invoices/invoices.ts'
import { defineStore } from '../server/store.ts'
import { pick, seededRandom } from '../server/seeded-random.ts'

/**
 * The demo invoices (SPEC.md section 3, "Invoice"): 50 invoices over 20 clients, every status of
 * SPEC.md section 4, seeded from a fixed seed. Dates count back from the day the store is seeded,
 * so that a Past Due invoice is past its due date and a Sent one is not. Ids run from 4987 up, as
 * the template's invoice numbers do. Amounts are integer cents.
 */

const firstId = 4987

/** How many invoices hold each status; the list sums to the seed size. */
const statusCounts: Record<InvoiceStatus, number> = {
  Paid: 12,
  Sent: 9,
  'Past Due': 8,
  Downloaded: 7,
  Draft: 7,
  'Partial Payment': 7,
}

// prettier-ignore
const clientSeeds: readonly [name: string, company: string, address: string, country: string, contact: string][] = [
  ['Jordan Stevenson', 'Hall-Robbins PLC', '7777 Mendez Plains', 'USA', '(616) 865-4180'],
  ['Stephanie Burns', 'Mccann LLC', '04033 Wesley Wall Apt. 961', 'Haiti', '(226) 204-8287'],
  ['Tony Herrera', 'Leon, Richardson and Ross', '5345 Robert Squares', 'Denmark', '(955) 676-1076'],
  ['Kevin Patton', 'Smith, Miller and Henry LLC', '19022 Clark Parks Suite 149', 'Cambodia', '(832) 323-6914'],
  ['Mrs. Julie Donovan MD', 'Garcia-Cameron and Sons', '8534 Saunders Hill Apt. 583', 'Martinique', '(970) 982-3353'],
  ['Amanda Phillips', 'Brightline Retail', '91 Harbour Road', 'United Kingdom', '+44 7700 900123'],
  ['Christina Collier', 'Cedar & Co', '12 Rue des Lilas', 'France', '+33 6 12 34 56 78'],
  ['Dalia Ahmed', 'Northwind Traders', '300 King Street West', 'Canada', '(416) 555-0142'],
  ['Emeka Okafor', 'Bluepeak Software', '14 Admiralty Way', 'Nigeria', '+234 803 555 0101'],
  ['Felix Wagner', 'Harbor Foods GmbH', 'Hafenstraße 22', 'Germany', '+49 151 55501234'],
  ['Gabriela Souza', 'Lumen Studio', 'Rua Augusta 1500', 'Brazil', '+55 (11) 95555-0123'],
  ['Hiro Tanaka', 'Atlas Freight KK', '2-1 Marunouchi', 'Japan', '+81 90-5555-0199'],
  ['Isabel Ortega', 'Greenleaf Organics', 'Calle Mayor 8', 'Spain', '+34 655 555 012'],
  ['Jonas Lindqvist', 'Summit Dental AB', 'Drottninggatan 45', 'Sweden', '+46 70 555 01 23'],
  ['Karen Mitchell', 'Redwood Realty', '455 Market Street', 'USA', '(415) 555-0177'],
  ['Luca Bianchi', 'Copperfield Print', 'Via Roma 17', 'Italy', '+39 333 555 0144'],
  ['Maja Nowak', 'Nova Fitness', 'ul. Marszałkowska 10', 'Poland', '+48 512 555 012'],
  ['Nikhil Rao', 'Silverline Travel', '22 MG Road', 'India', '+91 98455 50123'],
  ['Olivia Brooks', 'Oakridge Furniture', '88 George Street', 'Australia', '+61 412 555 012'],
  ['Pieter de Vries', 'Pixel Forge BV', 'Keizersgracht 120', 'Netherlands', '+31 6 55501234'],
]

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')

function clientOf([name, company, address, country, contact]: (typeof clientSeeds)[number]) {
  const [first = '', ...rest] = name.replace(/^(Mrs?\.|Ms\.) /, '').split(' ')
  const last = rest.filter((part) => !/^[A-Z]{2}$/.test(part)).at(-1) ?? ''
  const domain = `${slug(company.split(/[ ,-]/)[0] ?? company)}.example`
  return {
    name,
    company,
    address,
    country,
    contact,
    companyEmail: `${slug(first)}.${slug(last)}@${domain}`,
  }
}

/** What the invoices sell: the item, its usual details and the range of its cost in dollars. */
// prettier-ignore
const services: readonly [item: string, description: string, low: number, high: number][] = [
  ['Software Development', 'Custom features and fixes, billed by the day', 450, 950],
  ['UI/UX Design', 'Screens, prototypes and a design system', 300, 800],
  ['Template Customization', 'Theme, layout and branding changes', 120, 400],
  ['App Maintenance', 'Updates, monitoring and backups, monthly', 180, 520],
  ['SEO Audit', 'Keyword, speed and content review', 250, 600],
  ['Cloud Hosting', 'Managed servers, per month', 40, 260],
  ['Unlimited Extended License', 'One product, unlimited end users', 499, 1299],
  ['Training Session', 'Half a day with your team, remote', 150, 450],
]

const salespeople = ['Tommy Shelby', 'Ada Shelby', 'Grace Burgess', 'Alfie Solomons', 'Polly Gray']

const notes = [
  'It was a pleasure working with you and your team. We hope you will keep us in mind for future freelance projects. Thank you!',
  'Payment is due within the terms above. Please quote the invoice number with your transfer.',
  'Thank you for your business.',
  '',
]

/** The company's bank: where every invoice is paid. */
const companyBank = {
  bankName: 'American Bank',
  country: 'United States',
  iban: 'ETD95476213874685',
  swiftCode: 'BR91905',
} as const

/** The avatars in public/images/avatars (1.svg to 14.svg); a third of the clients have none. */
const avatarOf = (index: number) =>
  index % 3 === 2 ? '' : `/images/avatars/${(index % 14) + 1}.svg`

/** A day `days` after `iso`, "YYYY-MM-DD". */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** Today in UTC, "YYYY-MM-DD". */
export const today = () => new Date().toISOString().slice(0, 10)

function shuffled<T>(random: () => number, items: readonly T[]): T[] {
  const values = [...items]
  for (let index = values.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1))
    ;[values[index], values[other]] = [values[other]!, values[index]!]
  }
  return values
}

interface InvoiceState {
  invoices: Invoice[]
  clients: InvoiceClient[]
  /** Which avatar each client name has, for new invoices to the same client. */
  avatars: Map<string, string>
}

function seed(): InvoiceState {
  const random = seededRandom(4987)
  const clients = clientSeeds.map(clientOf)
  const avatars = new Map(clients.map((client, index) => [client.name, avatarOf(index)]))
  const statuses = shuffled(
    random,
    invoiceStatuses.flatMap((status) => Array.from({ length: statusCounts[status] }, () => status)),
  )
  const now = today()
  const invoices = statuses.map((status, index): Invoice => {
    const client = clients[index % clients.length]!
    const lineCount = 1 + Math.floor(random() * 3)
    const lines: InvoiceLine[] = shuffled(random, services)
      .slice(0, lineCount)
      .map(([item, description, low, high]) => ({
        item,
        description,
        // Whole dollars, sometimes with cents: 450.00, 512.50.
        cost: (low + Math.floor(random() * (high - low))) * 100 + (random() < 0.3 ? 50 : 0),
        qty: 1 + Math.floor(random() * 4),
      }))
    const discountRate = random() < 0.4 ? pick(random, [500, 1000, 1500]) : 0
    const taxRate = pick(random, [0, 0, 700, 1000, 2000, 2150])
    const terms = pick(random, [15, 30, 30, 45])
    // A Past Due invoice was due before today; a Sent or Draft one is not due yet.
    const age =
      status === 'Past Due'
        ? terms + 5 + Math.floor(random() * 60)
        : status === 'Sent' || status === 'Draft'
          ? Math.floor(random() * (terms - 1))
          : Math.floor(random() * 120)
    const issuedDate = addDays(now, -age)
    const invoice = {
      id: firstId + index,
      issuedDate,
      dueDate: addDays(issuedDate, terms),
      service: lines[0]!.item,
      total: 0,
      balance: 0,
      avatar: avatars.get(client.name) ?? '',
      invoiceStatus: status,
      client,
      lines,
      discountRate,
      taxRate,
      salesperson: pick(random, salespeople),
      note: pick(random, notes),
    }
    invoice.total = totalOf(invoice)
    invoice.balance =
      status === 'Paid'
        ? 0
        : status === 'Partial Payment' || (status === 'Past Due' && random() < 0.3)
          ? Math.round(invoice.total * (0.2 + random() * 0.6))
          : invoice.total
    return invoice
  })
  return { invoices, clients, avatars }
}

const store = defineStore(seed)

/** An invoice as the list shows it: without its lines, rates, salesperson and note. */
export function summaryOf(invoice: Invoice): InvoiceSummary {
  const { id, issuedDate, dueDate, service, total, balance, avatar, invoiceStatus, client } =
    invoice
  return { id, issuedDate, dueDate, service, total, balance, avatar, invoiceStatus, client }
}

export const allInvoices = (): readonly Invoice[] => store.get().invoices

export const findInvoice = (id: number) => store.get().invoices.find((invoice) => invoice.id === id)

/** Where to pay the invoice, and what is still due. */
export const paymentDetailsOf = (invoice: Invoice): PaymentDetails => ({
  totalDue: invoice.balance,
  ...companyBank,
})

/** The clients, the seeded ones first. */
export const allClients = (): readonly InvoiceClient[] => store.get().clients

export function addClient(client: InvoiceClient): InvoiceClient {
  store.get().clients.push(client)
  return client
}

function withInput(input: InvoiceInput) {
  const total = totalOf(input)
  return { ...input, service: input.lines[0]?.item ?? '', total }
}

/** Adds an invoice: the next id, a Draft with nothing paid. */
export function addInvoice(input: InvoiceInput): Invoice {
  const state = store.get()
  const id = Math.max(firstId - 1, ...state.invoices.map((invoice) => invoice.id)) + 1
  const values = withInput(input)
  const invoice: Invoice = {
    id,
    avatar: state.avatars.get(input.client.name) ?? '',
    invoiceStatus: 'Draft',
    balance: values.total,
    ...values,
  }
  state.invoices.push(invoice)
  return invoice
}

/**
 * Changes an invoice's fields; what was paid stays paid, so the balance moves by the change of
 * the total (never below 0), and the status follows a balance that reaches 0 or leaves it.
 */
export function updateInvoice(id: number, input: InvoiceInput): Invoice | undefined {
  const invoice = findInvoice(id)
  if (!invoice) return undefined
  const paid = invoice.total - invoice.balance
  Object.assign(invoice, withInput(input))
  invoice.balance = Math.max(0, invoice.total - paid)
  if (invoice.balance === 0 && invoice.total > 0) invoice.invoiceStatus = 'Paid'
  else if (invoice.invoiceStatus === 'Paid')
    invoice.invoiceStatus = paid > 0 ? 'Partial Payment' : 'Sent'
  return invoice
}

/** Deletes invoices, all or none: the ids it does not hold, when there are some. */
export function deleteInvoices(ids: readonly number[]): { missing: number[] } {
  const state = store.get()
  const missing = ids.filter((id) => !findInvoice(id))
  if (missing.length === 0)
    state.invoices = state.invoices.filter((invoice) => !ids.includes(invoice.id))
  return { missing }
}

/** Records a payment: the balance goes down, the status is Paid at 0, Partial Payment before. */
export function addPayment(invoice: Invoice, amount: number): Invoice {
  invoice.balance -= amount
  invoice.invoiceStatus = invoice.balance === 0 ? 'Paid' : 'Partial Payment'
  return invoice
}

/** An invoice sent to its client: a Draft becomes Sent; a paid or overdue one keeps its status. */
export function markSent(invoice: Invoice): Invoice {
  if (invoice.invoiceStatus === 'Draft' || invoice.invoiceStatus === 'Downloaded')
    invoice.invoiceStatus = 'Sent'
  return invoice
}

/** A copy of an invoice as a new Draft issued today, due after the same number of days. */
export function duplicateInvoice(invoice: Invoice): Invoice {
  const terms = Math.round(
    (Date.parse(invoice.dueDate) - Date.parse(invoice.issuedDate)) / 86_400_000,
  )
  const issuedDate = today()
  return addInvoice({
    client: { ...invoice.client },
    issuedDate,
    dueDate: addDays(issuedDate, Math.max(0, terms)),
    lines: invoice.lines.map((line) => ({ ...line })),
    discountRate: invoice.discountRate,
    taxRate: invoice.taxRate,
    salesperson: invoice.salesperson,
    note: invoice.note,
  })
}
