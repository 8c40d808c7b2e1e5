/**
 * A server answer the test lets out when it is ready (`answer()`): a handler awaits `answered`.
 * A refusal answered at once can, on a busy machine, take a change back before the screen ever
 * drew it, and a test waiting for the old state would then pass too early.
 */
export function heldAnswer() {
  let answer!: () => void
  const answered = new Promise<void>((resolve) => (answer = resolve))
  return { answered, answer }
}
