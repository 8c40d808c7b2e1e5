import { useTranslation } from 'react-i18next'
import { MiscPage } from './misc-page'
import { CompassArt } from './misc-art'

/** The page not found: `/misc/error` and every unknown route. */
export default function ErrorPage() {
  const { t } = useTranslation()
  return (
    <MiscPage
      heading={t('misc.error.heading')}
      message={t('misc.error.message')}
      art={<CompassArt />}
    />
  )
}
