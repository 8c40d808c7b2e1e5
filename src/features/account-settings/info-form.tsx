import { useTranslation } from 'react-i18next'
import type { AccountInfo } from '@models/account-settings'
import { accountCountries } from '@models/phone-prefix'
import { FormField } from '@/components/form-field/form-field'
import { TextInputField } from '@/components/form-field/text-input-field'
import { DatePicker } from '@/components/pickers/date-picker'
import { phonePrefixQuery, saveInfo } from '@/services/account-settings/account-settings-query'
import { useQuery } from '@/services/use-query'
import { SectionForm } from './section-form'
import { useSectionForm } from './use-section-form'

/** The personal details: bio, birth date, country, website, and the phone with its prefix. */
export function InfoForm({ initial }: { initial: AccountInfo }) {
  const { t, i18n } = useTranslation('account')
  const form = useSectionForm(initial, saveInfo, {
    saved: t('info.saved'),
    failed: t('info.failed'),
  })
  const { state: prefix } = useQuery(phonePrefixQuery)
  const regionNames = new Intl.DisplayNames([i18n.language], { type: 'region' })
  const known = accountCountries.some((country) => country.name === form.draft.country)

  return (
    <SectionForm form={form} title={t('info.title')}>
      <div className="account-grid">
        <FormField
          label={t('info.fields.bio')}
          error={form.errors.bio}
          className="account-grid__wide"
        >
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={3}
              value={form.draft.bio}
              onChange={(event) => form.setField('bio', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('info.fields.dob')} error={form.errors.dob}>
          {(control) => (
            <DatePicker
              control={control}
              value={form.draft.dob ?? ''}
              onChange={(day) => form.setField('dob', day || null)}
            />
          )}
        </FormField>
        <FormField label={t('info.fields.country')} error={form.errors.country}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={form.draft.country}
              onChange={(event) => form.setField('country', event.target.value)}
            >
              {!known && <option value={form.draft.country}>{form.draft.country}</option>}
              {accountCountries.map((country) => (
                <option key={country.code} value={country.name}>
                  {regionNames.of(country.code) ?? country.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <TextInputField
          label={t('info.fields.website')}
          error={form.errors.website}
          type="url"
          autoComplete="url"
          value={form.draft.website}
          onChange={(value) => form.setField('website', value)}
        />
        <FormField label={t('info.fields.phone')} error={form.errors.phone}>
          {(control) => (
            <div className="account-phone">
              {prefix.status === 'ready' && prefix.data && (
                <span className="account-phone__prefix" title={t('info.prefixHint')}>
                  {prefix.data}
                </span>
              )}
              <input
                {...control}
                className="input"
                type="tel"
                autoComplete="tel"
                value={form.draft.phone}
                onChange={(event) => form.setField('phone', event.target.value)}
              />
            </div>
          )}
        </FormField>
      </div>
    </SectionForm>
  )
}
