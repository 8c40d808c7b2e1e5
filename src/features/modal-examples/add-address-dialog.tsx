import { useTranslation } from 'react-i18next'
import {
  addressProblems,
  addressTypes,
  emptyAddress,
  type DeliveryAddress,
} from '@models/shop/checkout'
import { ChoiceGroup } from '@/components/choice-group'
import { FormFeedback } from '@/components/form/form-feedback'
import { FormTextField } from '@/components/form/form-text-field'
import { useAppForm } from '@/components/form/use-app-form'
import { useFormField } from '@/components/form/use-form-field'
import { notify } from '@/services/toast'
import { ExampleFormDialog } from './example-dialog'
import type { ExampleDialogProps } from './modal-examples.page'

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
  const app = useAppForm<DeliveryAddress>({
    id: 'address',
    defaultValues: emptyAddress,
    check: addressProblems,
    translate: (problem) => t(`errors.${problem}`),
    onSubmit: (address) => {
      notify({ severity: 'success', summary: t('address.added', { city: address.city.trim() }) })
      onClose()
    },
  })
  const addressType = useFormField(app, 'addressType')

  return (
    <ExampleFormDialog
      title={t('address.title')}
      intro={t('address.intro')}
      formId="address-form"
      submitLabel={t('address.submit')}
      wide
      onSubmit={(event) => void app.submit(event)}
      onClose={onClose}
    >
      <FormFeedback app={app} />
      {textFields.map(({ field, wide, autoComplete }) => (
        <FormTextField
          key={field}
          app={app}
          name={field}
          label={t(`address.fields.${field}`)}
          className={wide ? 'example-form__wide' : undefined}
          type={field === 'mobile' ? 'tel' : 'text'}
          autoComplete={autoComplete}
        />
      ))}
      <ChoiceGroup
        className="example-form__wide"
        legendClassName="form-field__label"
        legend={t('address.fields.addressType')}
        name="address-type"
        options={addressTypes}
        value={addressType.value}
        onChange={addressType.onChange}
        labelOf={(type) => t(`address.types.${type}`)}
      />
    </ExampleFormDialog>
  )
}
