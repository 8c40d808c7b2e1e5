/** How long a press ripple lasts (SPEC.md section 2); the style sheet's animation matches it. */
export const rippleMs = 500

const rippling = 'button, .btn, [data-ripple]'

/**
 * One listener for the whole app: every button ripples from where it was pressed. Delegation keeps
 * it out of each component and out of the first visit's weight.
 */
export function installRipple(root: Document = document): () => void {
  const onPointerDown = (event: PointerEvent) => {
    const host = (event.target as Element | null)?.closest?.<HTMLElement>(rippling)
    if (!host || host.matches(':disabled') || host.dataset.ripple === 'off') return
    const box = host.getBoundingClientRect()
    const size = Math.max(box.width, box.height)
    const ink = root.createElement('span')
    ink.className = 'ripple-ink'
    ink.style.width = ink.style.height = `${size}px`
    ink.style.left = `${event.clientX - box.left - size / 2}px`
    ink.style.top = `${event.clientY - box.top - size / 2}px`
    host.classList.add('ripple-host')
    host.appendChild(ink)
    setTimeout(() => ink.remove(), rippleMs)
  }
  root.addEventListener('pointerdown', onPointerDown)
  return () => root.removeEventListener('pointerdown', onPointerDown)
}
