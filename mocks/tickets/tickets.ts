import type { ApiTicket, ApiTicketReply, TicketStatus } from '../../models/tickets/ticket-api.ts'
import { chatPeople, type ChatPerson } from '../chat/chat-people.ts'
import { findAccountById } from '../session/accounts.ts'
import { pick, seededRandom } from '../server/seeded-random.ts'
import { defineStore } from '../server/store.ts'

/*
 * The demo server's support tickets (demo data: the spec names only the call). A few hundred
 * tickets from the chat directory's clients, each assigned to an agent (an admin or employee of
 * the directory) or to nobody yet, with replies some of which are unpublished agent notes.
 * Ticket 1 is the client demo account's (client@demo.com); every ninth ticket is theirs too, so a
 * client signed in sees a list of their own.
 */

/** How many tickets the seed holds (ids 1 to this, newest first). */
export const ticketCount = 260

/** The ticket whose message carries markup the client must strip (a script, an onerror). */
export const unsafeTicketId = 3

/** The demo client account, whose own tickets a client sees. */
export const clientAccountId = 2

// prettier-ignore
const topics = [
  ['Cannot log in after password reset', 'I reset my password this morning but the login page keeps saying <b>Email or Password is Invalid</b>.'],
  ['Invoice shows the wrong VAT number', 'Our latest invoice lists an old VAT number. Could you correct it and send a new PDF?'],
  ['WhatsApp connection keeps dropping', 'The WhatsApp integration disconnects every few hours. We have to scan the QR code again each time.'],
  ['Export to CSV is missing columns', 'When I export the contact list the <i>company</i> and <i>country</i> columns are empty.'],
  ['Request to add a new team member', 'Please add <a href="mailto:ops@example.com">ops@example.com</a> as an employee on our account.'],
  ['Calendar events appear a day early', 'Events created in the calendar show one day earlier for colleagues in another time zone.'],
  ['Live chat widget not loading on mobile', 'On iPhones the live chat bubble never appears on our shop page.'],
  ['Refund for duplicate charge', 'We were charged twice for the Standard plan this month. Please refund the duplicate payment.'],
  ['Kanban board is very slow', 'Our main board with about 300 cards takes ten seconds to open.'],
  ['How do I change the company logo?', 'I could not find where to upload a new logo for the invoices.'],
  ['Notification emails go to spam', 'Customers tell us the ticket notifications land in their spam folder.'],
  ['Two-step verification code not arriving', 'The SMS with the verification code never arrives on my phone.'],
  ['Upgrade to the Enterprise plan', 'We would like to move to the yearly Enterprise plan. What are the next steps?'],
  ['Chat history disappeared', 'After logging out and in again the chat history of last week is gone.'],
  ['API token expired too soon', 'The token we use for the API stops working after about ten minutes.'],
  ['Typo in the German translation', 'The button on the pricing page reads <q>Jetz kaufen</q> instead of <q>Jetzt kaufen</q>.'],
  ['Cannot attach files larger than 5 MB', 'Uploading a 7 MB PDF to a ticket fails without a message.'],
  ['Wrong currency on the shop page', 'Our shop shows prices in USD although the store is set to EUR.'],
] as const

// prettier-ignore
const openings = [
  'Hello team,', 'Hi,', 'Good morning,', 'Dear support,', 'Hi there,', 'Hello,',
]
// prettier-ignore
const closings = [
  'Thanks in advance!', 'Kind regards.', 'Thank you for your help.', 'Best wishes.', 'Cheers.',
]
// prettier-ignore
const agentAnswers = [
  'Thanks for reaching out. We are looking into it and will get back to you shortly.',
  'Could you send us a screenshot of what you see? That will help us reproduce it.',
  'We found the cause and deployed a fix. Could you check again on your side?',
  'I have forwarded this to our billing team; you will hear from them within one business day.',
  'This should be solved now. Please let us know if it happens again.',
  'We changed the setting for your account. It may take a few minutes to apply.',
]
// prettier-ignore
const customerAnswers = [
  'Thank you, it works now.',
  'I attached the screenshot. It still happens.',
  'Any news on this? It is blocking our team.',
  'Great, thanks for the quick answer!',
  'Sorry, I still see the same problem.',
]
// prettier-ignore
const internalNotes = [
  'Internal: customer is on the legacy plan, check before refunding.',
  'Draft: waiting for engineering to confirm the fix.',
  'Internal: duplicate of an earlier ticket, merge later.',
]

/** Status weights of the seed: a fifth new, the rest spread over the other statuses. */
const statusWeights: [TicketStatus, number][] = [
  ['New', 0.2],
  ['Open', 0.25],
  ['Pending', 0.2],
  ['Resolved', 0.2],
  ['Closed', 0.15],
]

function weightedStatus(random: () => number): TicketStatus {
  let roll = random()
  for (const [status, weight] of statusWeights) {
    if (roll < weight) return status
    roll -= weight
  }
  return 'Closed'
}

export interface Person {
  id: number
  name: string
  email: string
  avatar: string | null
}

const toPerson = (person: ChatPerson): Person => ({
  id: person.id,
  name: person.name,
  email: person.email,
  avatar: person.image_url,
})

function clientAccount(): Person {
  const account = findAccountById(clientAccountId)
  return {
    id: clientAccountId,
    name: account?.fullName || 'Jane Doe',
    email: account?.email ?? 'client@demo.com',
    avatar: account?.avatar ?? null,
  }
}

const html = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('')

/** A stored ticket: the API's shape, so answers are copies of it. */
export type StoredTicket = ApiTicket & { replies: ApiTicketReply[] }

/**
 * The seed: the same tickets every time, the newest (id 1) a few minutes before `now`; `count` of
 * them (the bench asks for thousands, `POST /api/demo/tickets`).
 */
export function seedTickets(now: number = Date.now(), count = ticketCount): StoredTicket[] {
  const random = seededRandom(5150)
  const customers = chatPeople.filter((person) => person.role === 'client').map(toPerson)
  const agents = ticketAgents()
  const tickets: StoredTicket[] = []
  let time = now - 7 * 60_000
  let replyId = 1
  for (let id = 1; id <= count; id++) {
    const customer = id === 1 || id % 9 === 0 ? clientAccount() : pick(random, customers)
    const [subject, body] = pick(random, topics)
    // The newest tickets are new: the first screen a user sees has something unread.
    const status = id <= 3 ? 'New' : weightedStatus(random)
    const agent = status === 'New' && random() < 0.7 ? null : pick(random, agents)
    const created = time
    time -= Math.floor(20 * 60_000 + random() * 9 * 3_600_000)
    let description = html(pick(random, openings), body, pick(random, closings))
    if (id === unsafeTicketId) {
      // Markup a customer could paste: the client must show the text and run none of it.
      description = html(
        'Hello,',
        'The invoice preview shows a broken image: <img src="x" onerror="window.__ticketXss = true">',
        'I copied this from the page source: <script>window.__ticketXss = true</script>',
        '<a href="javascript:window.__ticketXss = true">Open the invoice</a>',
        'Thanks.',
      )
    }
    const replyCount = status === 'New' ? 0 : Math.floor(random() * 5)
    const replies: ApiTicketReply[] = []
    let replyTime = created
    for (let index = 0; index < replyCount && agent; index++) {
      replyTime += Math.floor(10 * 60_000 + random() * 2 * 3_600_000)
      const fromAgent = index % 2 === 0
      const note = fromAgent && random() < 0.2
      const author = fromAgent ? agent : customer
      replies.push({
        id_reply: replyId++,
        message: note
          ? html(pick(random, internalNotes))
          : html(pick(random, fromAgent ? agentAnswers : customerAnswers)),
        created_at: new Date(Math.min(replyTime, now)).toISOString(),
        published: note ? 0 : 1,
        author_id: author.id,
        author_name: author.name,
        author_email: author.email,
        author_avatar: author.avatar,
      })
    }
    tickets.push({
      id_tk: id,
      subject: id === unsafeTicketId ? 'Invoice preview shows a broken image' : subject,
      description,
      created_at: new Date(created).toISOString(),
      status_tk: status,
      customer_id: customer.id,
      customer_name: customer.name,
      customer_email: customer.email,
      customer_avatar: customer.avatar,
      agent_id: agent?.id ?? null,
      agent_name: agent?.name ?? null,
      agent_email: agent?.email ?? null,
      agent_avatar: agent?.avatar ?? null,
      replies,
    })
  }
  return tickets
}

/** The agents tickets are assigned to: the directory's admins and employees. */
export function ticketAgents(): Person[] {
  return chatPeople.filter((person) => person.role !== 'client').map(toPerson)
}

/** How many tickets the demo server seeds: `ticketCount` until a bench asks for more. */
const seedSize = defineStore(() => ({ count: ticketCount }))

/** Seeds `count` tickets instead of the demo's; `POST /api/demo/reset` puts the usual seed back. */
export function seedTicketCount(count: number): void {
  seedSize.get().count = count
  ticketStore.reset()
}

/** The tickets as the demo server holds them now; `POST /api/demo/reset` puts the seed back. */
export const ticketStore = defineStore(() => seedTickets(Date.now(), seedSize.get().count))

/** The next id a reply gets: one more than any stored. */
export function nextReplyId(): number {
  const ids = ticketStore.get().flatMap((ticket) => ticket.replies.map((reply) => reply.id_reply))
  return Math.max(0, ...ids) + 1
}

export function findTicket(id: number): StoredTicket | undefined {
  return ticketStore.get().find((ticket) => ticket.id_tk === id)
}
