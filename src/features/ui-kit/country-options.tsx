import { useTranslation } from 'react-i18next'
import { wizardCountries } from '@models/ui-kit/ui-kit-forms'

/** The options of the forms' country select: "choose one" first, then the countries by name. */
export function CountryOptions() {
  const { t } = useTranslation('uikit')
  return (
    <>
      <option value="">{t('wizard.chooseCountry')}</option>
      {wizardCountries.map((country) => (
        <option key={country} value={country}>
          {t(`countries.${country}`)}
        </option>
      ))}
    </>
  )
}
