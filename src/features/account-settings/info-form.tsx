import { useTranslation } from 'react-i18next'
import type { AccountInfo } from '@models/account-settings/account-settings'
import { accountCountries } from '@models/format/phone-prefix'
import { FormField } from '@/components/form-field/form-field'
import { FormTextField } from '@/components/form/form-text-field'
import { useAppForm } from '@/components/form/use-app-form'
import { useFormField } from '@/components/form/use-form-field'
import { DatePicker } from '@/components/pickers/date-picker'
import { phonePrefixQuery, saveInfo } from '@/services/account-settings/account-settings-query'
import { useQuery } from '@/services/use-query'
import { saveSection, SectionForm } from './section-form'

/** The personal details: bio, birth date, country, website, and the phone with its prefix. */
export function InfoForm({ initial }: { initial: AccountInfo }) {
  const { t, i18n } = useTranslation('account')
  const app = useAppForm<AccountInfo>({
    id: 'account-info',
    defaultValues: initial,
    draftKey: 'account:info',
    onSubmit: saveSection(saveInfo, { saved: t('info.saved'), failed: t('info.failed') }),
  })
  const bio = useFormField(app, 'bio')
  const dob = useFormField(app, 'dob')
  const country = useFormField(app, 'country')
  const phone = useFormField(app, 'phone')
  const { state: prefix } = useQuery(phonePrefixQuery)
  const regionNames = new Intl.DisplayNames([i18n.language], { type: 'region' })
  const known = accountCountries.some((known) => known.name === country.value)

  return (
    <SectionForm app={app} title={t('info.title')}>
      <div className="account-grid">
        <FormField
          label={t('info.fields.bio')}
          id={bio.id}
          error={bio.error}
          className="account-grid__wide"
        >
          {(control) => (
            <textarea
              {...control}
              ref={bio.focusTarget}
              className="input"
              rows={3}
              value={bio.value}
              onChange={(event) => bio.onChange(event.target.value)}
              onBlur={bio.onBlur}
            />
          )}
        </FormField>
        <FormField label={t('info.fields.dob')} id={dob.id} error={dob.error}>
          {(control) => (
            <DatePicker
              control={control}
              value={dob.value ?? ''}
              onChange={(day) => dob.onChange(day || null)}
            />
          )}
        </FormField>
        <FormField label={t('info.fields.country')} id={country.id} error={country.error}>
          {(control) => (
            <select
              {...control}
              ref={country.focusTarget}
              className="input"
              value={country.value}
              onChange={(event) => country.onChange(event.target.value)}
              onBlur={country.onBlur}
            >
              {!known && <option value={country.value}>{country.value}</option>}
              {accountCountries.map((option) => (
                <option key={option.code} value={option.name}>
                  {regionNames.of(option.code) ?? option.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormTextField
          app={app}
          name="website"
          label={t('info.fields.website')}
          type="url"
          autoComplete="url"
        />
        <FormField label={t('info.fields.phone')} id={phone.id} error={phone.error}>
          {(control) => (
            <div className="account-phone">
              {prefix.status === 'ready' && prefix.data && (
                <span className="account-phone__prefix" title={t('info.prefixHint')}>
                  {prefix.data}
                </span>
              )}
              <input
                {...control}
                ref={phone.focusTarget}
                className="input"
                type="tel"
                autoComplete="tel"
                value={phone.value}
                onChange={(event) => phone.onChange(event.target.value)}
                onBlur={phone.onBlur}
              />
            </div>
          )}
        </FormField>
      </div>
    </SectionForm>
  )
}
