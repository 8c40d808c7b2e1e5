/*
 * Keys of the contact list's rows: a chat and a person without one are both listed by contact id,
 * so each kind has its prefix and they never collide.
 */

/** A chat's row. */
export const chatKey = (contactId: number) => `chat:${contactId}`

/** The row of a person without a chat. */
export const personKey = (contactId: number) => `contact:${contactId}`

/** The contact id a row key stands for. */
export function contactIdOfKey(key: string): number {
  return Number(key.slice(key.indexOf(':') + 1))
}
