import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { emailProblem } from '@models/email/email'
import { Button } from '@/components/button'
import { TextInputField } from '@/components/form-field/text-input-field'
import { notify } from '@/services/toast'

interface InviteByEmailProps {
  /** The email input's id, focused when the address cannot be taken. */
  id: string
  label: string
  submitLabel: string
  autoComplete: string
  /** The success toast's words for the accepted address (trimmed). */
  sentMessage: (email: string) => string
}

/**
 * One email address and a send button on a line: the address is checked when sent; a wrong one
 * is said under the input and gets the focus, a right one is confirmed by a toast and cleared.
 */
export function InviteByEmail({
  id,
  label,
  submitLabel,
  autoComplete,
  sentMessage,
}: InviteByEmailProps) {
  const { t } = useTranslation('modals')
  const [email, setEmail] = useState('')
  const [problem, setProblem] = useState<'required' | 'invalid' | null>(null)

  const send = (event: FormEvent) => {
    event.preventDefault()
    const found = emailProblem(email)
    setProblem(found)
    if (found) {
      document.getElementById(id)?.focus()
      return
    }
    notify({ severity: 'success', summary: sentMessage(email.trim()) })
    setEmail('')
  }

  return (
    <form className="example-dialog__inline" onSubmit={send} noValidate>
      <TextInputField
        id={id}
        label={label}
        error={problem && t(`errors.email.${problem}`)}
        type="email"
        autoComplete={autoComplete}
        value={email}
        onChange={setEmail}
      />
      <Button type="submit" icon="pi pi-send" className="example-dialog__inline-button">
        {submitLabel}
      </Button>
    </form>
  )
}
