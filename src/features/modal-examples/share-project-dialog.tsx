import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { emailProblem } from '@models/email'
import { Button } from '@/components/button'
import { FormField } from '@/components/form-field/form-field'
import { Modal } from '@/components/modal/modal'
import { PersonCell } from '@/components/person-cell/person-cell'
import { copyToClipboard } from '@/services/clipboard'
import { notify } from '@/services/toast'
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
  const [email, setEmail] = useState('')
  const [problem, setProblem] = useState<'required' | 'invalid' | null>(null)
  const [access, setAccess] = useState<Record<string, Access>>(() =>
    Object.fromEntries(members.map((member) => [member.email, member.access])),
  )
  const link = `${window.location.origin}/apps/kanban?project=website-redesign`

  const invite = (event: FormEvent) => {
    event.preventDefault()
    const found = emailProblem(email)
    setProblem(found)
    if (found) {
      document.getElementById('share-email')?.focus()
      return
    }
    notify({ severity: 'success', summary: t('share.invited', { email: email.trim() }) })
    setEmail('')
  }
  const copy = async () => {
    const copied = await copyToClipboard(link)
    notify(
      copied
        ? { severity: 'success', summary: t('share.copied') }
        : { severity: 'error', summary: t('share.copyFailed') },
    )
  }

  return (
    <Modal
      title={t('share.title')}
      onClose={onClose}
      className="example-dialog"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.done')}
        </Button>
      }
    >
      <p className="example-dialog__intro muted">{t('share.intro')}</p>
      <form className="example-dialog__inline" onSubmit={invite} noValidate>
        <FormField
          id="share-email"
          label={t('share.emailLabel')}
          error={problem && t(`errors.email.${problem}`)}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" icon="pi pi-send" className="example-dialog__inline-button">
          {t('share.invite')}
        </Button>
      </form>
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
      <div className="example-dialog__link">
        <span className="muted">{t('share.linkLabel')}</span>
        <code>{link}</code>
        <Button variant="text" size="sm" icon="pi pi-copy" onClick={() => void copy()}>
          {t('share.copy')}
        </Button>
      </div>
    </Modal>
  )
}
