import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/** The two accounts of the demo server (mocks/session/accounts.ts). */
export const demoAccounts = [
  { role: 'admin', email: 'admin@demo.com', password: 'admin' },
  { role: 'client', email: 'client@demo.com', password: 'client' },
] as const

export type DemoAccount = (typeof demoAccounts)[number]

/** Demo mode only: the accounts to try, each with a button that fills the form in. */
export function DemoAccounts({ onPick }: { onPick: (account: DemoAccount) => void }) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <section className="auth-demo" aria-labelledby={titleId}>
      <h2 className="auth-demo__title" id={titleId}>
        <i className="pi pi-info-circle" aria-hidden="true" />
        {t('auth.login.demo.title')}
      </h2>
      <ul className="auth-demo__list">
        {demoAccounts.map((account) => {
          const role = t(`roles.${account.role}`)
          return (
            <li className="auth-demo__account" key={account.role}>
              <span className="auth-demo__role">{role}</span>
              <span className="auth-demo__credentials">
                <span className="visually-hidden">{t('auth.fields.email')}</span>
                <code>{account.email}</code>
                <span aria-hidden="true"> / </span>
                <span className="visually-hidden">{t('auth.fields.password')}</span>
                <code>{account.password}</code>
              </span>
              <button
                type="button"
                className="btn btn--text auth-demo__use"
                aria-label={t('auth.login.demo.use', { role })}
                onClick={() => onPick(account)}
              >
                {t('auth.login.demo.fill')}
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
