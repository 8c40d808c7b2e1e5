import { useEffect, useRef, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  addressTypes,
  paymentMethods,
  type DeliveryAddress,
  type FieldProblems,
  type PaymentChoice,
} from '@models/shop/checkout'
import { ChoiceGroup } from '@/components/choice-group'
import { FormField } from '@/components/form-field/form-field'
import { Button } from '@/components/button'

/**
 * A problem shows under its field only while the field still holds what was sent: the user fixing
 * it sees it go at once.
 */
function shownProblems<Form extends object>(
  problems: FieldProblems<Form>,
  sent: Form | null,
  draft: Form,
): FieldProblems<Form> {
  if (!sent) return {}
  return Object.fromEntries(
    Object.entries(problems).filter(
      ([field]) => sent[field as keyof Form] === draft[field as keyof Form],
    ),
  ) as FieldProblems<Form>
}

/** Focuses the first wrong field when a sent form comes back with problems. */
function useFocusFirstProblem(problems: object, prefix: string, order: readonly string[]) {
  const first = order.find((field) => field in problems)
  const seen = useRef(problems)
  useEffect(() => {
    if (seen.current === problems) return
    seen.current = problems
    if (first) document.getElementById(`${prefix}-${first}`)?.focus()
  }, [problems, first, prefix])
}

interface FormProps<Form> {
  draft: Form
  onChange: (draft: Form) => void
  /** What was sent last, and what was wrong with it. */
  sent: Form | null
  problems: FieldProblems<Form>
  onSubmit: () => void
  onBack: () => void
  /** Beside the form: the price details. */
  aside: ReactNode
}

const addressFields = [
  'fullName',
  'mobile',
  'house',
  'street',
  'landmark',
  'city',
  'state',
  'postalCode',
] as const

const autocomplete: Record<(typeof addressFields)[number], string> = {
  fullName: 'name',
  mobile: 'tel',
  house: 'address-line1',
  street: 'address-line2',
  landmark: 'off',
  city: 'address-level2',
  state: 'address-level1',
  postalCode: 'postal-code',
}

const submitted = (run: () => void) => (event: FormEvent) => {
  event.preventDefault()
  run()
}

/** The address step: where to deliver, checked when sent. */
export function AddressStep({
  draft,
  onChange,
  sent,
  problems,
  onSubmit,
  onBack,
  aside,
}: FormProps<DeliveryAddress>) {
  const { t } = useTranslation('shop')
  const shown = shownProblems(problems, sent, draft)
  useFocusFirstProblem(problems, 'address', addressFields)
  return (
    <div className="checkout__columns">
      <form
        className="checkout-form"
        noValidate
        onSubmit={submitted(onSubmit)}
        aria-labelledby="address-title"
      >
        <h2 id="address-title" tabIndex={-1}>
          {t('checkout.address.title')}
        </h2>
        <p className="checkout-form__hint">{t('checkout.address.hint')}</p>
        <div className="checkout-form__grid">
          {addressFields.map((field) => (
            <FormField
              key={field}
              id={`address-${field}`}
              label={t(`checkout.address.fields.${field}`)}
              error={shown[field] && t(`checkout.errors.${shown[field]}`)}
            >
              {(control) => (
                <input
                  {...control}
                  className="input"
                  type={field === 'mobile' ? 'tel' : 'text'}
                  autoComplete={autocomplete[field]}
                  value={draft[field]}
                  onChange={(event) => onChange({ ...draft, [field]: event.target.value })}
                />
              )}
            </FormField>
          ))}
        </div>
        <ChoiceGroup
          legend={t('checkout.address.type')}
          name="address-type"
          options={addressTypes}
          value={draft.addressType}
          onChange={(addressType) => onChange({ ...draft, addressType })}
          labelOf={(type) => t(`checkout.address.types.${type}`)}
        />
        <div className="checkout__buttons">
          <Button variant="secondary" icon="pi pi-arrow-left" onClick={onBack}>
            {t('checkout.back')}
          </Button>
          <Button type="submit" icon="pi pi-arrow-right">
            {t('checkout.address.submit')}
          </Button>
        </div>
      </form>
      {aside}
    </div>
  )
}

const cardFields = ['cardNumber', 'cardName', 'expiry', 'cvv'] as const

const cardAutocomplete: Record<(typeof cardFields)[number], string> = {
  cardNumber: 'cc-number',
  cardName: 'cc-name',
  expiry: 'cc-exp',
  cvv: 'cc-csc',
}

/** The payment step: card or cash on delivery, and the order placed. */
export function PaymentStep({
  draft,
  onChange,
  sent,
  problems,
  onSubmit,
  onBack,
  aside,
  placing,
  failed,
}: FormProps<PaymentChoice> & { placing: boolean; failed: boolean }) {
  const { t } = useTranslation('shop')
  const shown = shownProblems(problems, sent, draft)
  useFocusFirstProblem(problems, 'payment', cardFields)
  return (
    <div className="checkout__columns">
      <form
        className="checkout-form"
        noValidate
        onSubmit={submitted(onSubmit)}
        aria-labelledby="payment-title"
      >
        <h2 id="payment-title" tabIndex={-1}>
          {t('checkout.payment.title')}
        </h2>
        <ChoiceGroup
          legend={t('checkout.payment.method')}
          name="payment-method"
          options={paymentMethods}
          value={draft.method}
          onChange={(method) => onChange({ ...draft, method })}
          labelOf={(method) => t(`checkout.payment.methods.${method}`)}
        />
        {draft.method === 'card' ? (
          <div className="checkout-form__grid">
            {cardFields.map((field) => (
              <FormField
                key={field}
                id={`payment-${field}`}
                label={t(`checkout.payment.fields.${field}`)}
                error={shown[field] && t(`checkout.errors.${shown[field]}`)}
              >
                {(control) => (
                  <input
                    {...control}
                    className="input"
                    inputMode={field === 'cardName' ? 'text' : 'numeric'}
                    autoComplete={cardAutocomplete[field]}
                    placeholder={
                      field === 'expiry' ? t('checkout.payment.expiryPlaceholder') : undefined
                    }
                    value={draft[field]}
                    onChange={(event) => onChange({ ...draft, [field]: event.target.value })}
                  />
                )}
              </FormField>
            ))}
          </div>
        ) : (
          <p className="checkout-form__hint">{t('checkout.payment.cashHint')}</p>
        )}
        {failed && (
          <p className="checkout-form__failed" role="alert">
            {t('checkout.payment.failed')}
          </p>
        )}
        <div className="checkout__buttons">
          <Button variant="secondary" icon="pi pi-arrow-left" onClick={onBack} disabled={placing}>
            {t('checkout.back')}
          </Button>
          <Button
            type="submit"
            icon={placing ? 'pi pi-spin pi-spinner' : 'pi pi-check'}
            aria-disabled={placing}
          >
            {t(placing ? 'checkout.payment.placing' : 'checkout.payment.submit')}
          </Button>
        </div>
      </form>
      {aside}
    </div>
  )
}
