import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ShownRole } from '@/services/roles/use-roles'
import { ChatAvatar } from '@/components/chat/chat-avatar'
import { Button } from '@/components/button'
import { isBuiltInRole, roleIcons, useRoleName } from './role-names'

/** The first users of a role, as overlapping avatars, and how many more hold it. */
function RoleMembers({ role, name }: { role: ShownRole; name: string }) {
  const { t } = useTranslation('roles')
  const more = role.totalUsers - role.users.length
  if (role.totalUsers === 0) return null
  return (
    <ul className="avatar-stack" aria-label={t('cards.members', { name })}>
      {role.users.map((member) => (
        <li key={member.id} className="avatar-stack__item" title={member.fullName}>
          <ChatAvatar name={member.fullName} src={member.avatar || null} size="sm" />
          <span className="visually-hidden">{member.fullName}</span>
        </li>
      ))}
      {more > 0 && (
        <li className="avatar-stack__item avatar-stack__more">
          <span aria-hidden="true">+{more}</span>
          <span className="visually-hidden">{t('cards.more', { count: more })}</span>
        </li>
      )}
    </ul>
  )
}

/** One role: how many users hold it and the first of them, its name, and what may be done. */
function RoleCard({
  role,
  onEdit,
  onDelete,
}: {
  role: ShownRole
  onEdit: () => void
  onDelete: () => void
}) {
  const { t } = useTranslation('roles')
  const roleName = useRoleName()
  const name = roleName(role.name)
  const nameId = useId()
  const pending = role.pending === true
  return (
    <li
      className={pending ? 'card role-tile role-tile--pending' : 'card role-tile'}
      aria-labelledby={nameId}
      aria-busy={pending || undefined}
    >
      <div className="role-tile__top">
        <p className="role-tile__count">{t('cards.totalUsers', { count: role.totalUsers })}</p>
        <RoleMembers role={role} name={name} />
      </div>
      <div className="role-tile__bottom">
        <div className="role-tile__text">
          {/* Under the page's h1, as the users table's title is: the cards have no heading above them. */}
          <h2 className="role-tile__name" id={nameId}>
            <i
              className={isBuiltInRole(role.name) ? roleIcons[role.name] : 'pi pi-id-card'}
              aria-hidden="true"
            />
            <span>{name}</span>
          </h2>
          {pending ? (
            <p className="role-tile__pending">{t('cards.saving')}</p>
          ) : (
            <button
              type="button"
              className="role-tile__edit"
              aria-label={t('cards.editNamed', { name })}
              onClick={onEdit}
            >
              {t('cards.edit')}
            </button>
          )}
        </div>
        {/* The five built-in roles stay (the server answers 409); an added one may go. */}
        {!pending && !isBuiltInRole(role.name) && (
          <button
            type="button"
            className="icon-button"
            aria-label={t('cards.delete', { name })}
            title={t('cards.delete', { name })}
            onClick={onDelete}
          >
            <i className="pi pi-trash" aria-hidden="true" />
          </button>
        )}
      </div>
    </li>
  )
}

/** A card per permission role, and one more to add a role. The cards wrap to the screen. */
export function RoleCards({
  roles,
  onAdd,
  onEdit,
  onDelete,
}: {
  roles: readonly ShownRole[]
  onAdd: () => void
  onEdit: (role: ShownRole) => void
  onDelete: (role: ShownRole) => void
}) {
  const { t } = useTranslation('roles')
  return (
    <ul className="role-tiles" aria-label={t('cards.title')}>
      {roles.map((role) => (
        <RoleCard
          key={role.name}
          role={role}
          onEdit={() => onEdit(role)}
          onDelete={() => onDelete(role)}
        />
      ))}
      <li className="card role-tile role-tile--add">
        <span className="role-tile__add-icon" aria-hidden="true">
          <i className="pi pi-plus" />
        </span>
        <div className="role-tile__text">
          <Button icon="pi pi-plus" onClick={onAdd}>
            {t('cards.add')}
          </Button>
          <p className="role-tile__hint">{t('cards.addHint')}</p>
        </div>
      </li>
    </ul>
  )
}
