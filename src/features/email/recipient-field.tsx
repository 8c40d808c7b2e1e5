import { useState, type KeyboardEvent } from 'react'
import { AutoComplete } from 'primereact/autocomplete'
import type { EmailContact } from '@models/email/email-api'
import type { EmailAddress } from '@models/email/email-message'
import { isEmailAddress } from '@models/email/email'
import '@/components/prime-autocomplete.css'

/** Contacts whose name or address holds the typed text, not those already chosen; eight at most. */
export function suggestContacts(
  contacts: readonly EmailContact[],
  typed: string,
  chosen: readonly EmailAddress[],
): EmailContact[] {
  const needle = typed.trim().toLowerCase()
  const taken = new Set(chosen.map((person) => person.email.toLowerCase()))
  return contacts
    .filter((contact) => !taken.has(contact.email.toLowerCase()))
    .filter(
      (contact) =>
        !needle ||
        contact.name.toLowerCase().includes(needle) ||
        contact.email.toLowerCase().includes(needle),
    )
    .slice(0, 8)
}

/**
 * Who an email goes to: chips of the people chosen, suggested from the known contacts as one types
 * (PrimeReact AutoComplete); an address typed in full is taken with Enter, a comma or leaving the
 * field.
 */
export function RecipientField({
  id,
  value,
  contacts,
  describedBy,
  invalid,
  onChange,
}: {
  id: string
  value: EmailAddress[]
  contacts: readonly EmailContact[]
  describedBy?: string | undefined
  invalid?: boolean
  onChange: (value: EmailAddress[]) => void
}) {
  const [suggestions, setSuggestions] = useState<EmailContact[]>([])
  const takeTyped = (input: HTMLInputElement) => {
    const typed = input.value.replace(/[,;]/g, '').trim()
    if (!isEmailAddress(typed)) return
    if (!value.some((person) => person.email.toLowerCase() === typed.toLowerCase())) {
      onChange([...value, { name: '', email: typed }])
    }
    input.value = ''
  }
  return (
    <div
      className="recipient-field__wrap"
      // Escape with the suggestions open closes them (PrimeReact does), not the composer around
      // the field. The input still says it is expanded while this key is handled.
      onKeyDown={(event) => {
        const target = event.target as HTMLElement
        if (event.key === 'Escape' && target.getAttribute('aria-expanded') === 'true') {
          event.stopPropagation()
        }
      }}
    >
      <AutoComplete<EmailAddress, true>
        multiple
        inputId={id}
        className="recipient-field"
        panelClassName="autocomplete-panel"
        appendTo="self"
        autoHighlight
        value={value}
        suggestions={suggestions}
        completeMethod={(event) => setSuggestions(suggestContacts(contacts, event.query, value))}
        field="email"
        selectedItemTemplate={(person: EmailAddress) => person.name || person.email}
        itemTemplate={(contact: EmailAddress) => (
          <span className="recipient-field__item">
            <span className="recipient-field__name">{contact.name}</span>
            <span className="recipient-field__email">{contact.email}</span>
          </span>
        )}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        onChange={(event) => onChange((event.value ?? []) as EmailAddress[])}
        onKeyUp={(event: KeyboardEvent<HTMLInputElement>) => {
          if (['Enter', ',', ';'].includes(event.key)) takeTyped(event.currentTarget)
        }}
        onBlur={(event) => takeTyped(event.target)}
      />
    </div>
  )
}
