import { useTranslation } from 'react-i18next'

export function Footer() {
  const { t } = useTranslation()
  return (
    <footer className="footer">
      <span>{t('footer.copyright', { year: new Date().getFullYear(), name: t('app.name') })}</span>
      <span className="footer__made">{t('footer.madeWith')}</span>
    </footer>
  )
}
