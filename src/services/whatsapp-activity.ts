/*
 * WhatsApp activity seen in this tab: a message the server took on a WhatsApp chat. The server
 * counts the 14-day lapse from the last activity (SPEC.md section 9), so whoever shows the link's
 * state reads it again after one.
 */

const listeners = new Set<() => void>()

/** Tells the listeners that a WhatsApp message was just delivered. */
export function noteWhatsAppActivity(): void {
  listeners.forEach((listener) => listener())
}

/** Calls `listener` after each WhatsApp activity; returns what stops it. */
export function onWhatsAppActivity(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
