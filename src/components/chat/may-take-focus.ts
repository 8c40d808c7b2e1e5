/** A field the user types in: focus there is theirs, not for the app to move. */
function isEditable(element: Element): boolean {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    (element instanceof HTMLElement && element.isContentEditable)
  )
}

/**
 * Whether a chat that just opened may put the focus in its composer `field`: not while the user
 * types in another field (the contact search, say), and not where the chat shell shows one pane
 * at a time (a phone), where the on-screen keyboard would cover the chat just opened.
 */
export function mayTakeFocus(field: HTMLElement): boolean {
  const active = document.activeElement
  if (active && active !== field && isEditable(active)) return false
  const list = field.closest('.chat-shell__card')?.querySelector('.chat-shell__sidebar')
  return !list || list.getClientRects().length > 0
}
