import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PersonCell } from '@/components/person-cell/person-cell'
import { CopyLink } from './copy-link'
import { ExampleDialog } from './example-dialog'
import { InviteByEmail } from './invite-by-email'
import type { ExampleDialogProps } from './modal-examples.page'

const accessLevels = ['owner', 'edit', 'view'] as const
type Access = (typeof accessLevels)[number]

const members: { name: string; email: string; avatar: string; access: Access }[] = [
  {
    name: 'Lester Palmer',
    email: 'pe@vogeiz.net',
    avatar: '/images/avatars/2.svg',
    access: 'owner',
  },
  {
    name: 'Mattie Blair',
    email: 'peletlu@jawoba.org',
    avatar: '/images/avatars/3.svg',
    access: 'edit',
  },
  {
    name: 'Marvin Wheeler',
    email: 'rumet@jamat.com',
    avatar: '/images/avatars/5.svg',
    access: 'view',
  },
]

/** Share a project: invite someone by email, set what each member may do, copy the link. */
export function ShareProjectDialog({ onClose }: ExampleDialogProps) {
  const { t } = useTranslation('modals')
  const [access, setAccess] = useState<Record<string, Access>>(() =>
    Object.fromEntries(members.map((member) => [member.email, member.access])),
  )
  const link = `${window.location.origin}/apps/kanban?project=website-redesign`

  return (
    <ExampleDialog title={t('share.title')} intro={t('share.intro')} onClose={onClose}>
      <InviteByEmail
        id="share-email"
        label={t('share.emailLabel')}
        submitLabel={t('share.invite')}
        autoComplete="email"
        sentMessage={(email) => t('share.invited', { email })}
      />
      <h3 className="example-dialog__heading">{t('share.members')}</h3>
      <ul className="share-members">
        {members.map((member) => (
          <li key={member.email} className="share-member">
            <PersonCell name={member.name} avatar={member.avatar} detail={member.email} />
            <select
              className="input share-member__access"
              aria-label={t('share.accessOf', { name: member.name })}
              value={access[member.email]}
              disabled={member.access === 'owner'}
              onChange={(event) =>
                setAccess((was) => ({ ...was, [member.email]: event.target.value as Access }))
              }
            >
              {accessLevels.map((level) => (
                <option key={level} value={level} disabled={level === 'owner'}>
                  {t(`share.access.${level}`)}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
      <CopyLink label={t('share.linkLabel')} link={link} />
    </ExampleDialog>
  )
}
