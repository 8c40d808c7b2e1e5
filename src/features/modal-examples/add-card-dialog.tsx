import { useTranslation } from 'react-i18next'
import {
  cardBrandOf,
  cardDigits,
  cardNumberProblem,
  groupCardNumber,
  type CardBrand,
  type CardNumberProblem,
} from '@models/card-number'
import { expiryStillValid } from '@models/checkout'
import { trimInvisible } from '@models/visible-text'
import { FormField } from '@/components/form-field/form-field'
import { TextInputField } from '@/components/form-field/text-input-field'
import { notify } from '@/services/toast'
import { ExampleFormDialog } from './example-dialog'
import type { ExampleDialogProps } from './modal-examples.page'
import { useValidatedForm } from './use-validated-form'

/** The brands' own names, the same in every language. */
export const brandNames: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
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
  const cvvLength = cardBrandOf(card.number) === 'amex' ? 4 : 3
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
  const form = useValidatedForm({
    initial: { number: '', name: '', expiry: '', cvv: '' },
    check: cardProblems,
    fields: ['number', 'name', 'expiry', 'cvv'],
    idPrefix: 'card',
    onValid: (card) => {
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
  const { problems } = form
  const brand = cardBrandOf(form.values.number)

  return (
    <ExampleFormDialog
      title={t('card.title')}
      intro={t('card.intro')}
      formId="add-card-form"
      submitLabel={t('card.submit')}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <FormField
        id={form.idOf('number')}
        label={t('card.number')}
        className="example-form__wide"
        error={problems.number && t(`card.errors.${problems.number}`)}
      >
        {(control) => (
          <div className="card-number">
            <input
              {...control}
              className="input"
              inputMode="numeric"
              autoComplete="cc-number"
              value={form.values.number}
              onChange={(event) => form.set('number', groupCardNumber(event.target.value))}
            />
            <span className="card-number__brand" aria-live="polite">
              {brand && t('card.brand', { brand: brandNames[brand] })}
            </span>
          </div>
        )}
      </FormField>
      <TextInputField
        {...form.bind('name')}
        label={t('card.name')}
        className="example-form__wide"
        error={problems.name && t('errors.required')}
        autoComplete="cc-name"
      />
      <TextInputField
        {...form.bind('expiry')}
        label={t('card.expiry')}
        error={
          problems.expiry &&
          (problems.expiry === 'required' ? t('errors.required') : t('card.errors.expiry'))
        }
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder={t('card.expiryPlaceholder')}
      />
      <TextInputField
        {...form.bind('cvv')}
        label={t('card.cvv')}
        error={
          problems.cvv &&
          (problems.cvv === 'required'
            ? t('errors.required')
            : t('card.errors.cvv', { count: brand === 'amex' ? 4 : 3 }))
        }
        inputMode="numeric"
        autoComplete="cc-csc"
      />
    </ExampleFormDialog>
  )
}
