import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react'

/** One choice of a picker. */
export interface PickerChoice {
  id: string
  name: string
  /** Drawn before the name: a status's dot, an agent's avatar. */
  icon?: ReactNode
}

/** What the keyboard shortcuts do with a picker: open it, the focus on its current choice. */
export interface PickerHandle {
  open: () => void
}

/** The keys that move between the choices of an open picker, by how far they go. */
const moves: Record<string, (at: number, count: number) => number> = {
  ArrowDown: (at, count) => (at + 1) % count,
  j: (at, count) => (at + 1) % count,
  ArrowUp: (at, count) => (at - 1 + count) % count,
  k: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
}

/**
 * A button that says what is chosen ("Status: Open") and opens a menu of the choices, the
 * current one checked and focused: the arrow keys (or J and K) move, Enter or a click chooses,
 * Escape, Tab or a click elsewhere closes without a change. The shortcuts open it through `ref`.
 */
export function TicketPicker({
  ref,
  label,
  icon,
  value,
  shown,
  choices,
  onChoose,
  className,
}: {
  ref?: Ref<PickerHandle>
  /** What is picked ("Status"): the menu's name, and the button's with its value. */
  label: string
  icon: string
  /** The current choice's id, or null when none is (a selection of several tickets). */
  value: string | null
  /** The button's text after the label; null for the label alone ("Set status"). */
  shown: ReactNode
  choices: readonly PickerChoice[]
  onChoose: (id: string) => void
  className?: string
}) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menuId = useId()

  useImperativeHandle(ref, () => ({ open: () => setOpen(true) }), [])

  // Opened, the current choice takes the focus (the first when none is current).
  useEffect(() => {
    if (!open) return
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])]
    const current = items.find((item) => item.getAttribute('aria-checked') === 'true')
    ;(current ?? items[0])?.focus()
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const close = () => {
    setOpen(false)
    button.current?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Kept from the page, whose Escape would close the ticket.
      event.preventDefault()
      event.stopPropagation()
      close()
      return
    }
    if (event.key === 'Tab') {
      setOpen(false)
      return
    }
    const move = moves[event.key]
    if (!move) {
      // A letter is the menu's, not a shortcut of the page behind it.
      if (event.key.length === 1 && event.key !== ' ') event.preventDefault()
      return
    }
    event.preventDefault()
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])]
    if (items.length === 0) return
    const at = items.indexOf(document.activeElement as HTMLElement)
    items[move(Math.max(at, 0), items.length)]?.focus()
  }

  return (
    <div
      className={className ? `ticket-picker ${className}` : 'ticket-picker'}
      ref={root}
      onKeyDown={open ? onKeyDown : undefined}
    >
      <button
        ref={button}
        type="button"
        className="ticket-picker__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <i className={icon} aria-hidden="true" />
        {shown === null ? (
          <span className="ticket-picker__value">{label}</span>
        ) : (
          <>
            <span className="ticket-picker__label">{label}:</span>{' '}
            <span className="ticket-picker__value">{shown}</span>
          </>
        )}
        <i className="pi pi-chevron-down ticket-picker__chevron" aria-hidden="true" />
      </button>
      {open && (
        <div id={menuId} className="ticket-picker__menu" role="menu" aria-label={label}>
          {choices.map((choice) => (
            <button
              key={choice.id}
              type="button"
              role="menuitemradio"
              aria-checked={choice.id === value}
              tabIndex={-1}
              className="row-button ticket-picker__choice"
              onClick={() => {
                close()
                if (choice.id !== value) onChoose(choice.id)
              }}
            >
              {choice.icon}
              <span className="ticket-picker__name">{choice.name}</span>
              {choice.id === value && <i className="pi pi-check" aria-hidden="true" />}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
