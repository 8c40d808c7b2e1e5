import { useTranslation } from 'react-i18next'
import { MiscPage } from './misc-page'
import { ToolsArt } from './misc-art'

export default function MaintenancePage() {
  const { t } = useTranslation()
  return (
    <MiscPage
      heading={t('misc.maintenance.heading')}
      message={t('misc.maintenance.message')}
      art={<ToolsArt />}
    />
  )
}
