import { useEffect, useRef } from 'react'
import { Toast, type ToastMessage as PrimeToastMessage } from 'primereact/toast'
import { onToastSignal, type ToastMessage } from '@/services/toast'
import './toast-stack.css'

const defaultLife = { success: 3000, info: 3000, warn: 5000, error: 6000 }

/** PrimeReact's message for ours: an action is a button under the detail. */
function primeMessage(message: ToastMessage, close: () => void): PrimeToastMessage {
  const { action, severity, summary, detail } = message
  const shown = { severity, summary, detail }
  const life = message.life ?? defaultLife[severity]
  if (!action) return { ...shown, life }
  return {
    ...shown,
    life,
    detail: (
      <>
        {shown.detail}
        <button
          type="button"
          className="toaster__action"
          onClick={() => {
            action.run()
            close()
          }}
        >
          {action.label}
        </button>
      </>
    ),
  }
}

/** PrimeReact's toasts, the newest on top (the stack is reversed in its style sheet). */
export default function ToastStack() {
  const toast = useRef<Toast>(null)
  useEffect(() => {
    // The toasts on screen that have a key, so that they can be taken away before their time.
    const shown = new Map<string, PrimeToastMessage>()
    const dismiss = (key: string) => {
      const message = shown.get(key)
      shown.delete(key)
      if (message) toast.current?.remove(message)
    }
    return onToastSignal((signal) => {
      if ('dismiss' in signal) return dismiss(signal.dismiss)
      const { key } = signal.show
      const message = primeMessage(signal.show, () => key !== undefined && dismiss(key))
      if (key !== undefined) {
        dismiss(key)
        shown.set(key, message)
      }
      toast.current?.show(message)
    })
  }, [])
  return <Toast ref={toast} position="top-right" className="toaster" />
}
