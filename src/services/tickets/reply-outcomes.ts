/*
 * How the outbox's sends of replies end, told to every tab: the tab the user wrote a reply in puts
 * the text of a refused one back in its composer, whichever tab sent it (the one holding the
 * outbox's lock). In this tab at once, in the others through a BroadcastChannel.
 */

/** A reply the outbox is done with: taken by the server, or refused for good. */
export interface ReplyOutcome {
  kid: string
  taken: boolean
}

type Listener = (outcome: ReplyOutcome) => void

const CHANNEL = 'workdesk.tickets.replies'
const listeners = new Set<Listener>()
let channel: BroadcastChannel | null | undefined

function openChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null
    channel?.addEventListener('message', (event: MessageEvent<ReplyOutcome>) => {
      listeners.forEach((listener) => listener(event.data))
    })
  }
  return channel
}

/** Tells this tab and the others how a reply's send ended. */
export function announceReplyOutcome(outcome: ReplyOutcome): void {
  listeners.forEach((listener) => listener(outcome))
  openChannel()?.postMessage(outcome)
}

/** Calls `listener` for each reply the outbox is done with; returns what stops it. */
export function onReplyOutcome(listener: Listener): () => void {
  openChannel()
  listeners.add(listener)
  return () => listeners.delete(listener)
}
