import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { setPreference, usePreferences } from '@/services/preferences/preferences-store'
import { contentWidths, layouts, skins, type Preferences } from '@/services/preferences/preferences'
import { useModalFocus } from '@/components/use-modal-focus'

interface ChoiceProps<K extends keyof Preferences> {
  name: K
  options: readonly Preferences[K][]
  legend: string
  label: (option: Preferences[K]) => string
}

function Choice<K extends keyof Preferences>({ name, options, legend, label }: ChoiceProps<K>) {
  const current = usePreferences()[name]
  return (
    <fieldset className="customizer__group">
      <legend>{legend}</legend>
      <div className="customizer__options">
        {options.map((option) => (
          <label
            key={String(option)}
            className={`customizer__option customizer__option--${String(option)}`}
          >
            <input
              type="radio"
              name={name}
              value={String(option)}
              checked={current === option}
              onChange={() => setPreference(name, option)}
            />
            <span className="customizer__swatch" aria-hidden="true" />
            <span>{label(option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** The panel that sets skin, layout and content width; each choice applies and persists at once. */
export default function CustomizerPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const panel = useRef<HTMLDivElement>(null)
  // The panel itself takes the focus, so that its title is read first; Tab then walks its choices.
  const onKeyDown = useModalFocus(panel, onClose, () => panel.current)

  return (
    <>
      <div
        className="drawer-backdrop drawer-backdrop--always"
        aria-hidden="true"
        onClick={onClose}
      />
      <div
        ref={panel}
        className="customizer"
        role="dialog"
        aria-modal="true"
        aria-labelledby="customizer-title"
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="customizer__header">
          <div>
            <h2 id="customizer-title">{t('customizer.title')}</h2>
            <p>{t('customizer.subtitle')}</p>
          </div>
          <button
            type="button"
            className="icon-button"
            aria-label={t('common.close')}
            onClick={onClose}
          >
            <i className="pi pi-times" aria-hidden="true" />
          </button>
        </div>
        <Choice
          name="skin"
          options={skins}
          legend={t('customizer.skin')}
          label={(skin) => t(`customizer.skins.${skin}`)}
        />
        <Choice
          name="layout"
          options={layouts}
          legend={t('customizer.layout')}
          label={(layout) => t(`customizer.layouts.${layout}`)}
        />
        <Choice
          name="contentWidth"
          options={contentWidths}
          legend={t('customizer.contentWidth')}
          label={(width) => t(`customizer.contentWidths.${width}`)}
        />
      </div>
    </>
  )
}
