import { useTranslation } from 'react-i18next'
import { Dropdown } from '@/components/dropdown'
import { changeLanguage, languageNames } from '@/i18n/i18n'
import { languages } from '@/services/preferences/preferences'
import { notify } from '@/services/toast'

export function LanguageMenu() {
  const { t, i18n } = useTranslation()
  return (
    <Dropdown
      label={t('nav.language')}
      trigger={
        <>
          <span className="language-code">{i18n.resolvedLanguage?.toUpperCase()}</span>
          <span className="visually-hidden">{t('nav.language')}</span>
        </>
      }
    >
      {(close) =>
        languages.map((language) => (
          <button
            key={language}
            type="button"
            role="menuitemradio"
            aria-checked={i18n.resolvedLanguage === language}
            lang={language}
            className="row-button dropdown__item"
            onClick={() => {
              close()
              changeLanguage(language).catch(() =>
                notify({ severity: 'error', summary: t('nav.languageFailed') }),
              )
            }}
          >
            <span className="language-code">{language.toUpperCase()}</span>
            {languageNames[language]}
          </button>
        ))
      }
    </Dropdown>
  )
}
