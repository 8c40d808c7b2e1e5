import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MailFolders, type MailFolderItem } from '@/components/mail/mail-folders'
import { PersonCell } from '@/components/person-cell/person-cell'
import '@/components/mail/mail.css'
import { KitCard } from './kit-index'

const people = [
  { name: 'Mia Davis', email: 'mia.davis@example.com', avatar: '/images/avatars/1.svg' },
  { name: 'Norris Carter', email: 'norris.carter@example.com', avatar: '' },
  {
    name: 'Charlotte Gordon',
    email: 'charlotte.gordon@example.com',
    avatar: '/images/avatars/11.svg',
  },
]

/** The product's lists: the mail folders' navigation list (badges, totals) and person rows. */
export function ListGroupsSection() {
  const { t } = useTranslation('uikit')
  const [current, setCurrent] = useState('inbox')
  const items: MailFolderItem[] = [
    {
      id: 'inbox',
      name: t('listGroups.inbox'),
      icon: 'pi pi-inbox',
      badge: { count: 4, label: t('listGroups.unread', { count: 4 }) },
    },
    {
      id: 'sent',
      name: t('listGroups.sent'),
      icon: 'pi pi-send',
      total: { count: 12, label: t('listGroups.total', { count: 12 }) },
    },
    { id: 'draft', name: t('listGroups.draft'), icon: 'pi pi-pencil' },
    { id: 'important', name: t('listGroups.important'), dot: 'warning' },
    { id: 'personal', name: t('listGroups.personal'), dot: 'success' },
  ]
  return (
    <div className="grid">
      <KitCard title={t('listGroups.navigation')} source="src/components/mail/mail-folders.tsx">
        <MailFolders
          label={t('listGroups.navigation')}
          items={items}
          current={current}
          onChoose={setCurrent}
        />
      </KitCard>
      <KitCard title={t('listGroups.people')} source="src/components/person-cell/person-cell.tsx">
        <ul className="kit-list">
          {people.map((person) => (
            <li key={person.email}>
              <PersonCell name={person.name} avatar={person.avatar} detail={person.email} />
            </li>
          ))}
        </ul>
      </KitCard>
    </div>
  )
}
