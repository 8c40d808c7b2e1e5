import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatShortDate } from '@models/format/format-date'
import type { ThreadContact } from './chat-view.types'
import { ChatSidePanel } from './chat-side-panel'
import './contact-profile.css'

export interface ContactProfileProps {
  contact: ThreadContact
  onClose: () => void
}

function Field({ icon, label, children }: { icon: string; label: string; children: ReactNode }) {
  return (
    <div className="contact-profile__field">
      <i className={`pi ${icon} contact-profile__field-icon`} aria-hidden="true" />
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim().length > 0

/**
 * The side panel about the person of the open thread. Only the fields the contact has are shown;
 * Escape or the close button closes it.
 */
export function ContactProfile({ contact, onClose }: ContactProfileProps) {
  const { t } = useTranslation()
  const registered = present(contact.registered) ? formatShortDate(contact.registered) : ''
  const gender = present(contact.gender)
    ? t(`chat.profile.genders.${contact.gender.trim().toLowerCase()}`, {
        defaultValue: contact.gender,
      })
    : ''
  const hasDetails =
    present(contact.email) ||
    present(contact.company) ||
    present(contact.country) ||
    Boolean(registered) ||
    Boolean(gender)

  return (
    <ChatSidePanel
      className="contact-profile"
      heading={t('chat.profile.title')}
      closeLabel={t('chat.profile.close')}
      onClose={onClose}
      person={{
        name: contact.name,
        avatar: contact.avatar,
        status: contact.status,
        role: present(contact.role)
          ? t(`roles.${contact.role}`, { defaultValue: contact.role })
          : undefined,
      }}
      extra={
        <p className={`contact-profile__presence contact-profile__presence--${contact.status}`}>
          <span className="contact-profile__presence-dot" aria-hidden="true" />
          {t(`chat.presence.${contact.status}`)}
        </p>
      }
    >
      {present(contact.about) && (
        <section className="contact-profile__section">
          <h3 className="contact-profile__section-title">{t('chat.profile.about')}</h3>
          <p className="contact-profile__about">{contact.about}</p>
        </section>
      )}
      {hasDetails && (
        <section className="contact-profile__section">
          <h3 className="contact-profile__section-title">{t('chat.profile.details')}</h3>
          <dl className="contact-profile__fields">
            {present(contact.email) && (
              <Field icon="pi-envelope" label={t('chat.profile.email')}>
                <a href={`mailto:${contact.email.trim()}`}>{contact.email}</a>
              </Field>
            )}
            {present(contact.company) && (
              <Field icon="pi-building" label={t('chat.profile.company')}>
                {contact.company}
              </Field>
            )}
            {present(contact.country) && (
              <Field icon="pi-globe" label={t('chat.profile.country')}>
                {contact.country}
              </Field>
            )}
            {registered && (
              <Field icon="pi-calendar" label={t('chat.profile.registered')}>
                <time dateTime={contact.registered ?? undefined}>{registered}</time>
              </Field>
            )}
            {gender && (
              <Field icon="pi-user" label={t('chat.profile.gender')}>
                {gender}
              </Field>
            )}
          </dl>
        </section>
      )}
    </ChatSidePanel>
  )
}
