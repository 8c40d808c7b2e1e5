import { useSyncExternalStore } from 'react'

/** Toast notifications: any part of the app raises one; the shell's toaster shows them. */
export type ToastSeverity = 'success' | 'info' | 'warn' | 'error'

export interface ToastMessage {
  severity: ToastSeverity
  summary: string
  detail?: string
  /** Milliseconds on screen; errors stay a little longer by default. */
  life?: number
}

type Listener = (message: ToastMessage) => void

let listener: Listener | null = null
const waiting: ToastMessage[] = []
let raised = false
const raisedListeners = new Set<() => void>()

export function notify(message: ToastMessage): void {
  if (listener) return listener(message)
  waiting.push(message)
  if (!raised) {
    raised = true
    raisedListeners.forEach((onRaised) => onRaised())
  }
}

/** The toast stack registers here; messages raised before it was there are shown then. */
export function onToast(next: Listener): () => void {
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
