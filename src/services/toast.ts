import { useSyncExternalStore } from 'react'

/** Toast notifications: any part of the app raises one; the shell's toaster shows them. */
export type ToastSeverity = 'success' | 'info' | 'warn' | 'error'

export interface ToastMessage {
  severity: ToastSeverity
  summary: string
  detail?: string
  /** Milliseconds on screen; errors stay a little longer by default. */
  life?: number
  /** A button in the toast that undoes what it announces (a delete, say). */
  action?: { label: string; run: () => void }
  /** Names the toast, so that `dismissToast` can take it away before its time. */
  key?: string
}

/** What the toast stack hears: a toast to show, or one to take away. */
export type ToastSignal = { show: ToastMessage } | { dismiss: string }

type Listener = (signal: ToastSignal) => void

let listener: Listener | null = null
const waiting: ToastSignal[] = []
let raised = false
const raisedListeners = new Set<() => void>()

function signal(next: ToastSignal): void {
  if (listener) return listener(next)
  waiting.push(next)
  if (!raised) {
    raised = true
    raisedListeners.forEach((onRaised) => onRaised())
  }
}

export function notify(message: ToastMessage): void {
  signal({ show: message })
}

/** Takes away the toast named `key`, if it is still on screen (its action no longer holds). */
export function dismissToast(key: string): void {
  signal({ dismiss: key })
}

/**
 * The toast stack registers here; signals raised before it was there are given then. Tests that
 * only read what was shown use `onToast`.
 */
export function onToastSignal(next: Listener): () => void {
  listener = next
  waiting.splice(0).forEach(next)
  return () => {
    if (listener === next) listener = null
  }
}

/** True once a first toast was raised: the stack loads only then. */
export function useToastRaised(): boolean {
  return useSyncExternalStore(
    (onRaised) => {
      raisedListeners.add(onRaised)
      return () => raisedListeners.delete(onRaised)
    },
    () => raised,
  )
}

/** Calls `next` with each toast shown (not those taken away): what tests read. */
export function onToast(next: (message: ToastMessage) => void): () => void {
  return onToastSignal((toastSignal) => {
    if ('show' in toastSignal) next(toastSignal.show)
  })
}
