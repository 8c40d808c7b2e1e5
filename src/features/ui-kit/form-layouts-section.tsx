import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/button'
import { FormField } from '@/components/form-field/form-field'
import { TextInputField } from '@/components/form-field/text-input-field'
import { notify } from '@/services/toast'
import { KitCard } from './kit-index'

const layouts = ['vertical', 'horizontal', 'columns'] as const

/** One form laid out three ways: labels above, labels beside (wide screens), and in columns. */
export function FormLayoutsSection() {
  const { t } = useTranslation('uikit')
  const send = (event: FormEvent) => {
    event.preventDefault()
    notify({ severity: 'success', summary: t('layouts.sent') })
  }
  return (
    <div className="grid kit-grid--wide">
      {layouts.map((layout) => (
        <KitCard
          key={layout}
          title={t(`layouts.${layout}`)}
          source="src/components/form-field/form-field.tsx"
        >
          <div className="kit-form-host">
            <form className={`kit-form kit-form--${layout}`} onSubmit={send}>
              <TextInputField label={t('layouts.fullName')} autoComplete="name" />
              <TextInputField label={t('layouts.email')} type="email" autoComplete="email" />
              <TextInputField label={t('layouts.company')} autoComplete="organization" />
              <FormField label={t('layouts.message')} className="kit-form__wide">
                {(control) => <textarea {...control} className="input kit-textarea" rows={3} />}
              </FormField>
              <div className="kit-row kit-form__wide kit-form__actions">
                <Button type="submit">{t('layouts.send')}</Button>
                <Button type="reset" variant="secondary">
                  {t('layouts.reset')}
                </Button>
              </div>
            </form>
          </div>
        </KitCard>
      ))}
    </div>
  )
}
