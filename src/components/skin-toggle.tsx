import { useTranslation } from 'react-i18next'
import { setPreference, usePreferences } from '@/services/preferences/preferences-store'

/** The navbar's quick switch between the light and the dark skin. */
export function SkinToggle() {
  const { t } = useTranslation()
  const { skin } = usePreferences()
  const dark = skin === 'dark'
  const label = dark ? t('customizer.switchToLight') : t('customizer.switchToDark')
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={label}
      title={label}
      onClick={() => setPreference('skin', dark ? 'light' : 'dark')}
    >
      <i className={dark ? 'pi pi-sun' : 'pi pi-moon'} aria-hidden="true" />
    </button>
  )
}
