import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { PresenceStatus } from '@models/chat/chat-api'

// The order people pick from: most to least reachable.
const choices: readonly PresenceStatus[] = ['online', 'away', 'busy', 'offline']

export interface StatusChoiceProps {
  value: PresenceStatus
  onChange: (status: PresenceStatus) => void
}

/**
 * The profile user's presence as a radio group: native radios keep arrow keys and the single
 * Tab stop, the coloured dot repeats the avatar's.
 */
export function StatusChoice({ value, onChange }: StatusChoiceProps) {
  const { t } = useTranslation()
  const name = useId()
  return (
    <fieldset className="chat-demo-panel__section chat-demo-status">
      <legend className="chat-demo-panel__section-title">{t('chatDemo.profile.status')}</legend>
      <div className="chat-demo-status__options">
        {choices.map((status) => (
          <label
            key={status}
            className={`chat-demo-status__option${status === value ? ' chat-demo-status__option--checked' : ''}`}
          >
            <input
              type="radio"
              className="chat-demo-status__radio"
              name={name}
              value={status}
              checked={status === value}
              onChange={() => onChange(status)}
            />
            <span
              className={`chat-demo-status__dot chat-demo-status__dot--${status}`}
              aria-hidden="true"
            />
            {t(`chatDemo.profile.statuses.${status}`)}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
