import { lazy, Suspense } from 'react'
import type { ComposerFields, Composition } from '@models/email/email-compose'
import type { EmailContact } from '@models/email/email-api'
import { useQuery } from '@/services/use-query'
import { emailContactsQuery } from '@/services/email/email-query'

// The composer (and PrimeReact's AutoComplete) loads when it is first opened, not with the page.
const EmailComposer = lazy(() => import('./email-composer'))

const noContacts: readonly EmailContact[] = []

/** The composer with the contacts it suggests, asked for once it opens. */
export function ComposerHost(props: {
  composition: Composition
  onSend: (fields: ComposerFields) => void
  onKeep: (fields: ComposerFields) => void
  onDiscard: () => void
}) {
  const { state } = useQuery(emailContactsQuery)
  const contacts = state.status === 'ready' ? state.data : noContacts
  return (
    <Suspense fallback={null}>
      <EmailComposer {...props} contacts={contacts} />
    </Suspense>
  )
}
