import { useTranslation } from 'react-i18next'
import { addressProblems, addressTypes, emptyAddress, type DeliveryAddress } from '@models/checkout'
import { ChoiceGroup } from '@/components/choice-group'
import { TextInputField } from '@/components/form-field/text-input-field'
import { notify } from '@/services/toast'
import { ExampleFormDialog } from './example-dialog'
import type { ExampleDialogProps } from './modal-examples.page'
import { useValidatedForm } from './use-validated-form'

type TextField = Exclude<keyof DeliveryAddress, 'addressType'>

/** The fields in the order they are shown; the wide ones take a whole row. */
const textFields: { field: TextField; wide?: boolean; autoComplete: string }[] = [
  { field: 'fullName', autoComplete: 'name' },
  { field: 'mobile', autoComplete: 'tel' },
  { field: 'house', wide: true, autoComplete: 'address-line1' },
  { field: 'street', wide: true, autoComplete: 'address-line2' },
  { field: 'landmark', wide: true, autoComplete: 'off' },
  { field: 'city', autoComplete: 'address-level2' },
  { field: 'state', autoComplete: 'address-level1' },
  { field: 'postalCode', autoComplete: 'postal-code' },
]

/** Add an address: the checkout's delivery address, checked by the checkout's own rules. */
export function AddAddressDialog({ onClose }: ExampleDialogProps) {
  const { t } = useTranslation('modals')
  const form = useValidatedForm({
    initial: emptyAddress,
    check: addressProblems,
    fields: textFields.map(({ field }) => field),
    idPrefix: 'address',
    onValid: (address) => {
      notify({ severity: 'success', summary: t('address.added', { city: address.city.trim() }) })
      onClose()
    },
  })

  return (
    <ExampleFormDialog
      title={t('address.title')}
      intro={t('address.intro')}
      formId="address-form"
      submitLabel={t('address.submit')}
      wide
      onSubmit={form.submit}
      onClose={onClose}
    >
      {textFields.map(({ field, wide, autoComplete }) => {
        const problem = form.problems[field]
        return (
          <TextInputField
            key={field}
            {...form.bind(field)}
            label={t(`address.fields.${field}`)}
            className={wide ? 'example-form__wide' : undefined}
            error={problem && t(`errors.${problem}`)}
            type={field === 'mobile' ? 'tel' : 'text'}
            autoComplete={autoComplete}
          />
        )
      })}
      <ChoiceGroup
        className="example-form__wide"
        legendClassName="form-field__label"
        legend={t('address.fields.addressType')}
        name="address-type"
        options={addressTypes}
        value={form.values.addressType}
        onChange={(type) => form.set('addressType', type)}
        labelOf={(type) => t(`address.types.${type}`)}
      />
    </ExampleFormDialog>
  )
}
