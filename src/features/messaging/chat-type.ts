import type { ChatType } from '@models/chat/chat-api'

/**
 * The chat type a messaging route stands for (SPEC.md section 2: inferred from the path).
 * Self-contained: the HTML's inline script runs its source too (vite/chat-window-preload.plugin.ts).
 */
export function chatTypeOf(path: string): ChatType {
  // As the router matches it: in any letter case.
  return path.toLowerCase().startsWith('/apps/message/live_chat') ? 'live' : 'whatsapp'
}
