import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react'

interface DropdownProps {
  /** The trigger's content: visible text, or an icon with a visually hidden name. */
  trigger: ReactNode
  /** The panel's name, and the trigger's tooltip. */
  label: string
  triggerClassName?: string
  align?: 'start' | 'end'
  /** `menu` gives arrow-key movement between the panel's menu items. */
  role?: 'menu' | 'dialog'
  children: (close: () => void) => ReactNode
}

const itemSelector = '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]'

/**
 * A button that opens a panel under it: Escape, a click outside or choosing an item closes it and
 * gives the focus back to the button.
 */
export function Dropdown({
  trigger,
  label,
  triggerClassName,
  align = 'end',
  role = 'menu',
  children,
}: DropdownProps) {
  const [open, setOpen] = useState(false)
  // Closing by a choice or by Escape gives the focus back to the button; a click elsewhere not.
  const [refocus, setRefocus] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  const close = useCallback(() => {
    setOpen(false)
    setRefocus(true)
  }, [])

  useEffect(() => {
    if (open || !refocus) return
    // A choice that moved the focus on (to a field it opened, say) keeps it there.
    const focused = document.activeElement
    if (!focused || focused === document.body || root.current?.contains(focused)) {
      button.current?.focus()
    }
  }, [open, refocus])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    // The first item takes the focus, so the keyboard can go on from there.
    const first = root.current?.querySelector<HTMLElement>(
      role === 'menu' ? itemSelector : 'input, button, a',
    )
    first?.focus()
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, role])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation()
      close()
      return
    }
    if (role !== 'menu' || !open) return
    const items = [...(root.current?.querySelectorAll<HTMLElement>(itemSelector) ?? [])]
    const index = items.indexOf(document.activeElement as HTMLElement)
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % items.length,
      ArrowUp: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    }
    const next = moves[event.key]
    if (next !== undefined && items.length > 0) {
      event.preventDefault()
      items[next]?.focus()
    }
  }

  return (
    <div className="dropdown" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={[triggerClassName ?? 'icon-button'].join(' ')}
        title={label}
        aria-haspopup={role}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          setRefocus(false)
          setOpen((value) => !value)
        }}
      >
        {trigger}
      </button>
      {open && (
        <div
          id={panelId}
          className={`dropdown__panel dropdown__panel--${align}`}
          role={role}
          aria-label={label}
        >
          {children(close)}
        </div>
      )}
    </div>
  )
}

/** A menu entry that acts rather than navigates: it closes the menu, then does `onSelect`. */
export function DropdownAction({
  icon,
  close,
  onSelect,
  disabled,
  className,
  children,
}: {
  icon: string
  close: () => void
  onSelect: () => void
  disabled?: boolean
  /** Added to the entry's own classes (a destructive action's colour). */
  className?: string
  children: ReactNode
}) {
  return (
    <button
      type="button"
      role="menuitem"
      className={className ? `row-button dropdown__item ${className}` : 'row-button dropdown__item'}
      disabled={disabled}
      onClick={() => {
        close()
        onSelect()
      }}
    >
      <i className={icon} aria-hidden="true" />
      {children}
    </button>
  )
}
