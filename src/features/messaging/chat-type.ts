import type { ChatType } from '@models/chat-api'

/** The chat type a messaging route stands for (SPEC.md section 2: inferred from the path). */
export function chatTypeOf(path: string): ChatType {
  return path.startsWith('/apps/message/live_chat') ? 'live' : 'whatsapp'
}
