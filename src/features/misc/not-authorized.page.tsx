import { useTranslation } from 'react-i18next'
import { MiscPage } from './misc-page'
import { LockArt } from './misc-art'

export default function NotAuthorizedPage() {
  const { t } = useTranslation()
  return (
    <MiscPage
      heading={t('misc.notAuthorized.heading')}
      message={t('misc.notAuthorized.message')}
      art={<LockArt />}
    />
  )
}
