import { useEffect, useRef } from 'react'
import { Toast } from 'primereact/toast'
import { onToast } from '@/services/toast'
import './toast-stack.css'

const defaultLife = { success: 3000, info: 3000, warn: 5000, error: 6000 }

/** PrimeReact's toasts, the newest on top (the stack is reversed in its style sheet). */
export default function ToastStack() {
  const toast = useRef<Toast>(null)
  useEffect(
    () =>
      onToast((message) =>
        toast.current?.show({ ...message, life: message.life ?? defaultLife[message.severity] }),
      ),
    [],
  )
  return <Toast ref={toast} position="top-right" className="toaster" />
}
