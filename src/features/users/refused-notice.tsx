import { useTranslation } from 'react-i18next'

/**
 * The server refused the signed-in user this area (a 403: the page is an admin's): its words, as
 * a warning (SPEC.md section 8), in place of the data. Trying again would not help.
 */
export function RefusedNotice({ message }: { message: string }) {
  const { t } = useTranslation('roles')
  return (
    <div className="card refused-notice" role="alert">
      <i className="pi pi-exclamation-triangle refused-notice__icon" aria-hidden="true" />
      <div>
        <p className="refused-notice__title">{t('refused.title')}</p>
        <p className="refused-notice__message">{message}</p>
      </div>
    </div>
  )
}
