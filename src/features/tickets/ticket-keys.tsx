import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import type { KeyHint } from '@/components/mail/mail-reader'

/** The help desk's own keys, beside those of every mail list: what a user of this role has. */
export function useTicketKeys(agent: boolean): KeyHint[] {
  const { t } = useTranslation()
  const reply: KeyHint = { keys: ['R'], does: t('tickets.keys.reply') }
  if (!agent) return [reply]
  return [
    reply,
    { keys: ['N'], does: t('tickets.keys.note') },
    { keys: ['S'], does: t('tickets.keys.status') },
    { keys: ['A'], does: t('tickets.keys.assignee') },
    { keys: ['X'], does: t('tickets.keys.select') },
  ]
}

/** A small line under the composer naming the keyboard shortcuts, so that they can be found. */
export function TicketKeysHint({ agent, composing }: { agent: boolean; composing?: boolean }) {
  const { t } = useTranslation()
  const keys = useTicketKeys(agent)
  const hints: KeyHint[] = composing
    ? [
        { keys: ['Ctrl', 'Enter'], does: t('tickets.keys.send') },
        { keys: ['Esc'], does: t('tickets.keys.leave') },
        ...keys,
      ]
    : keys
  return (
    <p className="ticket-keys">
      <span className="ticket-keys__title">
        <i className="pi pi-info-circle" aria-hidden="true" /> {t('tickets.keys.title')}:
      </span>{' '}
      {hints.map((hint, index) => (
        <Fragment key={hint.does}>
          {index > 0 && ' · '}
          {hint.keys.map((key, at) => (
            <Fragment key={key}>
              {at > 0 && '+'}
              <kbd>{key}</kbd>
            </Fragment>
          ))}{' '}
          {hint.does}
        </Fragment>
      ))}
    </p>
  )
}
