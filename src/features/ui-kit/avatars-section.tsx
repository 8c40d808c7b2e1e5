import { useTranslation } from 'react-i18next'
import { presenceStatuses } from '@models/chat/chat-api'
import { ChatAvatar } from '@/components/chat/chat-avatar'
import { KitCard } from './kit-index'

const people = [
  { name: 'Mia Davis', src: '/images/avatars/1.svg' },
  { name: 'Norris Carter', src: '/images/avatars/10.svg' },
  { name: 'Charlotte Gordon', src: '/images/avatars/11.svg' },
  { name: 'Robert Nash', src: '/images/avatars/12.svg' },
  { name: 'Esme Jacobs', src: null },
  { name: 'Liam Brooks', src: null },
]
const sizes = ['sm', 'md', 'lg'] as const

/** The product's avatar (ChatAvatar): sizes, initials, presence and a group. */
export function AvatarsSection() {
  const { t } = useTranslation('uikit')
  const shownInGroup = people.slice(0, 4)
  return (
    <div className="grid">
      <KitCard title={t('avatars.sizes')} source="src/components/chat/chat-avatar.tsx">
        <ul className="kit-row">
          {sizes.map((size) => (
            <li key={size} className="kit-labelled">
              <ChatAvatar name={people[0]!.name} src={people[0]!.src} size={size} />
              <span>{t(`avatars.size.${size}`)}</span>
            </li>
          ))}
        </ul>
      </KitCard>
      <KitCard title={t('avatars.initials')} source="src/components/chat/chat-avatar.tsx">
        <ul className="kit-row">
          {people.map((person) => (
            <li key={person.name} className="kit-labelled">
              <ChatAvatar name={person.name} />
              <span>{person.name}</span>
            </li>
          ))}
        </ul>
      </KitCard>
      <KitCard title={t('avatars.status')} source="src/components/chat/chat-avatar.tsx">
        <ul className="kit-row">
          {presenceStatuses.map((status, index) => (
            <li key={status} className="kit-labelled">
              <ChatAvatar name={people[index]!.name} src={people[index]!.src} status={status} />
              <span>{t(`avatars.presence.${status}`)}</span>
            </li>
          ))}
        </ul>
      </KitCard>
      <KitCard title={t('avatars.group')} source="src/components/chat/chat-avatar.tsx">
        <div
          className="kit-avatar-group"
          role="group"
          aria-label={t('avatars.groupLabel', { count: people.length })}
        >
          {shownInGroup.map((person) => (
            <ChatAvatar key={person.name} name={person.name} src={person.src} />
          ))}
          <span className="kit-avatar-group__more" aria-hidden="true">
            +{people.length - shownInGroup.length}
          </span>
        </div>
      </KitCard>
    </div>
  )
}
