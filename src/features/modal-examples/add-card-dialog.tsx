import { useTranslation } from 'react-i18next'
import {
  cardBrandOf,
  cardDigits,
  cardNumberProblem,
  groupCardNumber,
  type CardBrand,
  type CardNumberProblem,
} from '@models/shop/card-number'
import { expiryStillValid } from '@models/shop/checkout'
import { trimInvisible } from '@models/format/visible-text'
import { FormField } from '@/components/form-field/form-field'
import { FormFeedback } from '@/components/form/form-feedback'
import { FormTextField } from '@/components/form/form-text-field'
import { useAppForm } from '@/components/form/use-app-form'
import { useFormField } from '@/components/form/use-form-field'
import { notify } from '@/services/toast'
import { ExampleFormDialog } from './example-dialog'
import type { ExampleDialogProps } from './modal-examples.page'

/** The brands' own names, the same in every language. */
export const brandNames: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
}

/** An American Express card's code has 4 digits, the others' 3. */
function cvvLengthOf(number: string): number {
  return cardBrandOf(number) === 'amex' ? 4 : 3
}

interface Problems {
  number?: CardNumberProblem
  name?: 'required'
  expiry?: 'required' | 'expiry'
  cvv?: 'required' | 'cvv'
}

type Card = Record<'number' | 'name' | 'expiry' | 'cvv', string>

/** The number by its length and Luhn check, the name, an expiry not past, a CVV of the brand's length. */
function cardProblems(card: Card): Problems {
  const found: Problems = {}
  const numberProblem = cardNumberProblem(card.number)
  if (numberProblem) found.number = numberProblem
  if (trimInvisible(card.name) === '') found.name = 'required'
  if (card.expiry.trim() === '') found.expiry = 'required'
  else if (!expiryStillValid(card.expiry, new Date())) found.expiry = 'expiry'
  const cvvLength = cvvLengthOf(card.number)
  if (card.cvv.trim() === '') found.cvv = 'required'
  else if (!new RegExp(`^\\d{${cvvLength}}$`).test(card.cvv.trim())) found.cvv = 'cvv'
  return found
}

/**
 * Add a new card: the number is grouped as it is typed, its brand shown from its first digits,
 * and checked (length, Luhn) when the card is added, with the expiry, the name and the CVV.
 */
export function AddCardDialog({ onClose }: ExampleDialogProps) {
  const { t } = useTranslation('modals')
  const app = useAppForm<Card>({
    id: 'card',
    defaultValues: { number: '', name: '', expiry: '', cvv: '' },
    check: cardProblems,
    translate: (problem, field, card) => {
      if (problem === 'required') return t('errors.required')
      if (field === 'cvv') return t('card.errors.cvv', { count: cvvLengthOf(card.number) })
      return t(`card.errors.${problem}`)
    },
    onSubmit: (card) => {
      const brand = cardBrandOf(card.number)
      notify({
        severity: 'success',
        summary: t('card.added', {
          brand: brand ? brandNames[brand] : t('card.card'),
          last4: cardDigits(card.number).slice(-4),
        }),
      })
      onClose()
    },
  })
  const number = useFormField(app, 'number')
  const brand = cardBrandOf(String(number.value))

  return (
    <ExampleFormDialog
      title={t('card.title')}
      intro={t('card.intro')}
      formId="add-card-form"
      submitLabel={t('card.submit')}
      onSubmit={(event) => void app.submit(event)}
      onClose={onClose}
    >
      <FormFeedback app={app} />
      <FormField
        id={number.id}
        label={t('card.number')}
        className="example-form__wide"
        error={number.error}
      >
        {(control) => (
          <div className="card-number">
            <input
              {...control}
              ref={number.focusTarget}
              name={number.name}
              className="input"
              inputMode="numeric"
              autoComplete="cc-number"
              value={number.value}
              onChange={(event) => number.onChange(groupCardNumber(event.target.value))}
              onBlur={number.onBlur}
            />
            <span className="card-number__brand" aria-live="polite">
              {brand && t('card.brand', { brand: brandNames[brand] })}
            </span>
          </div>
        )}
      </FormField>
      <FormTextField
        app={app}
        name="name"
        label={t('card.name')}
        className="example-form__wide"
        autoComplete="cc-name"
      />
      <FormTextField
        app={app}
        name="expiry"
        label={t('card.expiry')}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder={t('card.expiryPlaceholder')}
      />
      <FormTextField
        app={app}
        name="cvv"
        label={t('card.cvv')}
        inputMode="numeric"
        autoComplete="cc-csc"
      />
    </ExampleFormDialog>
  )
}
