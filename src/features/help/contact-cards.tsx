import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/** Ways to reach the team for a question the help centre does not answer: phone and email. */
export function ContactCards() {
  const { t } = useTranslation('help')
  const id = useId()
  const phone = t('contact.phone')
  const email = t('contact.email')
  return (
    <section className="help-contact" aria-labelledby={id}>
      <header className="help-contact__header">
        <span className="badge">{t('contact.badge')}</span>
        <h2 id={id}>{t('contact.title')}</h2>
        <p className="muted">{t('contact.subtitle')}</p>
      </header>
      <div className="help-contact__cards">
        <a className="card help-contact__card" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
          <span className="help-contact__icon" aria-hidden="true">
            <i className="pi pi-phone" />
          </span>
          <span className="help-contact__value">{phone}</span>
          <span className="muted">{t('contact.phoneNote')}</span>
        </a>
        <a className="card help-contact__card" href={`mailto:${email}`}>
          <span className="help-contact__icon" aria-hidden="true">
            <i className="pi pi-envelope" />
          </span>
          <span className="help-contact__value">{email}</span>
          <span className="muted">{t('contact.emailNote')}</span>
        </a>
      </div>
    </section>
  )
}
