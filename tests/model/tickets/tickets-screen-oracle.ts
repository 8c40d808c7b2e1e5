/*
 * What the user should see on the tickets screen after each step of a screen path, worked out
 * from the help desk's rules (SPEC.md sections 3-4 and the help desk) and the demo
 * server's seed, apart from the code under test: it imports nothing from machines/ or the models
 * the machine calls, and follows the steps by their meaning (a folder clicked, a reply sent), not
 * by the machine's states.
 */

export type Status = 'New' | 'Open' | 'Pending' | 'Resolved' | 'Closed'

/** A ticket as the oracle follows it: what the server holds. */
export interface OracleTicket {
  id: number
  subject: string
  status: Status
  assigneeId: number | null
}

/** A reply written on a path. */
export interface OracleReply {
  ticketId: number
  text: string
  note: boolean
  state: 'pending' | 'taken' | 'refused'
}

/** What the screen shows, and what the server holds, as the oracle expects it. */
export interface Expected {
  /** The address's folder ('' for every ticket), search, and open ticket. */
  url: { folder: string; q: string; ticket: number | null }
  /** What the search box holds. */
  typed: string
  reader: 'closed' | 'open' | 'missing'
  tickets: Record<number, OracleTicket>
  drafts: Record<number, { text: string; note: boolean }>
  /** The composer's error, as it says it. */
  problem: string | null
  replies: OracleReply[]
  selected: number[]
  /** How many refusal toasts were shown. */
  refusals: number
}

/** A step as the oracle reads it: what the user did, or what the server did. */
export type Step =
  | { kind: 'folder'; folder: string }
  | { kind: 'type'; text: string }
  | { kind: 'pause' }
  | { kind: 'link'; folder: string; q: string; ticket: number | null }
  | { kind: 'open'; id: number }
  | { kind: 'close' }
  | { kind: 'write'; text: string }
  | { kind: 'note'; on: boolean }
  | { kind: 'send' }
  | { kind: 'answer'; taken: boolean }
  | { kind: 'status'; status: Status }
  | { kind: 'assign'; agentId: number | null }
  | { kind: 'pick'; id: number }
  | { kind: 'pickAll'; ids: number[] }
  | { kind: 'pickNone' }
  | { kind: 'bulkStatus'; status: Status }
  | { kind: 'bulkAssign'; agentId: number | null }
  | { kind: 'arrive'; ticket: OracleTicket }
  | { kind: 'leave'; id: number }

const MAX_REPLY = 5_000
const emptyReply = 'Write a reply before sending it.'
const overLong = 'A reply can be at most 5,000 characters.'

/** A search as the list takes it: no blanks around it, one space between words. */
const normal = (text: string) => text.trim().replace(/\s+/g, ' ')
/** Text that shows something: more than spaces and zero-width characters. */
const shows = (text: string) => /[^\s\u200b-\u200d\u2060\ufeff]/u.test(text)

export function startExpected(
  tickets: OracleTicket[],
  url: Expected['url'] = { folder: '', q: '', ticket: null },
): Expected {
  const expected: Expected = {
    url,
    typed: url.q,
    reader: 'closed',
    tickets: Object.fromEntries(tickets.map((ticket) => [ticket.id, { ...ticket }])),
    drafts: {},
    problem: null,
    replies: [],
    selected: [],
    refusals: 0,
  }
  return url.ticket === null ? expected : opened(expected, url.ticket)
}

/** The reading pane on ticket `id`: a new one is read, so it is open from now on. */
function opened(expected: Expected, id: number): Expected {
  const ticket = expected.tickets[id]
  if (!ticket) return { ...expected, reader: 'missing', problem: null }
  const tickets =
    ticket.status === 'New'
      ? { ...expected.tickets, [id]: { ...ticket, status: 'Open' as const } }
      : expected.tickets
  return { ...expected, reader: 'open', tickets, problem: null }
}

function draftOf(expected: Expected) {
  const id = expected.url.ticket
  return (id !== null && expected.drafts[id]) || { text: '', note: false }
}

/** What the screen shows after `step`, from what it showed before. */
export function afterStep(was: Expected, step: Step): Expected {
  const open = was.url.ticket
  const setDraft = (draft: { text: string; note: boolean }) => ({
    ...was.drafts,
    [open!]: draft,
  })
  switch (step.kind) {
    case 'folder':
      return {
        ...was,
        url: { folder: step.folder, q: normal(was.typed), ticket: null },
        reader: 'closed',
        problem: null,
        selected: [],
      }
    case 'type':
      return { ...was, typed: step.text }
    case 'pause':
      return normal(was.typed) === was.url.q
        ? was
        : { ...was, url: { ...was.url, q: normal(was.typed) }, selected: [] }
    case 'link': {
      const listMoved = step.folder !== was.url.folder || step.q !== was.url.q
      const next: Expected = {
        ...was,
        url: { folder: step.folder, q: step.q, ticket: step.ticket },
        typed: listMoved ? step.q : was.typed,
        selected: listMoved ? [] : was.selected,
      }
      if (step.ticket === null) return { ...next, reader: 'closed', problem: null }
      return step.ticket === open ? next : opened(next, step.ticket)
    }
    case 'open':
      return opened({ ...was, url: { ...was.url, ticket: step.id } }, step.id)
    case 'close':
      return { ...was, url: { ...was.url, ticket: null }, reader: 'closed', problem: null }
    case 'write':
      return { ...was, drafts: setDraft({ ...draftOf(was), text: step.text }), problem: null }
    case 'note':
      return { ...was, drafts: setDraft({ ...draftOf(was), note: step.on }), problem: null }
    case 'send': {
      const { text, note } = draftOf(was)
      if (!shows(text)) return { ...was, problem: emptyReply }
      if (text.length > MAX_REPLY) return { ...was, problem: overLong }
      return {
        ...was,
        problem: null,
        drafts: setDraft({ text: '', note: false }),
        replies: [...was.replies, { ticketId: open!, text, note, state: 'pending' }],
      }
    }
    case 'answer': {
      const reply = was.replies.find((each) => each.state === 'pending')!
      const replies = was.replies.map((each) =>
        each === reply
          ? { ...each, state: step.taken ? ('taken' as const) : ('refused' as const) }
          : each,
      )
      if (step.taken) return { ...was, replies }
      // Refused: it leaves the thread, the toast says why, and its text comes back when the
      // composer is empty.
      const draft = was.drafts[reply.ticketId]
      const drafts = draft?.text
        ? was.drafts
        : { ...was.drafts, [reply.ticketId]: { text: reply.text, note: reply.note } }
      return { ...was, replies, drafts, refusals: was.refusals + 1 }
    }
    case 'status':
      return { ...was, tickets: patched(was, [open!], { status: step.status }) }
    case 'assign':
      return { ...was, tickets: patched(was, [open!], { assigneeId: step.agentId }) }
    case 'pick':
      return {
        ...was,
        selected: was.selected.includes(step.id)
          ? was.selected.filter((id) => id !== step.id)
          : [...was.selected, step.id],
      }
    case 'pickAll':
      return { ...was, selected: step.ids }
    case 'pickNone':
      return { ...was, selected: [] }
    case 'bulkStatus':
      return { ...was, tickets: patched(was, was.selected, { status: step.status }), selected: [] }
    case 'bulkAssign':
      return {
        ...was,
        tickets: patched(was, was.selected, { assigneeId: step.agentId }),
        selected: [],
      }
    case 'arrive': {
      const next = { ...was, tickets: { ...was.tickets, [step.ticket.id]: { ...step.ticket } } }
      return was.reader === 'missing' && open === step.ticket.id ? opened(next, open) : next
    }
    case 'leave': {
      const tickets = Object.fromEntries(
        Object.entries(was.tickets).filter(([id]) => Number(id) !== step.id),
      )
      return { ...was, tickets, reader: open === step.id ? 'missing' : was.reader }
    }
  }
}

function patched(
  expected: Expected,
  ids: readonly number[],
  patch: Partial<OracleTicket>,
): Record<number, OracleTicket> {
  const tickets = { ...expected.tickets }
  for (const id of ids) if (tickets[id]) tickets[id] = { ...tickets[id]!, ...patch }
  return tickets
}

/** Whether a ticket takes replies: a closed one does not. */
export const takesReplies = (ticket: OracleTicket) => ticket.status !== 'Closed'

/** The composer's error as the screen shows it now: a problem said, or a text over the limit. */
export function composerError(expected: Expected): string | null {
  if (expected.problem) return expected.problem
  return draftOf(expected).text.length > MAX_REPLY ? overLong : null
}

export { draftOf }
