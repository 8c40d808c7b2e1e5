/** The text of the messages a field is described by: its error and its hint, as a reader hears them. */
export function descriptionOf(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
}

/**
 * What a reader learns of a field: its `aria-invalid` as written ('true', 'false' or null when
 * missing) and what it is described by. One object, so a test compares both at once.
 */
export function fieldState(input: HTMLElement): { invalid: string | null; description: string } {
  return { invalid: input.getAttribute('aria-invalid'), description: descriptionOf(input) }
}
