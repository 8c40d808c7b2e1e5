import { useState, type FormEvent } from 'react'
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
import { Button } from '@/components/button'
import { FormField } from '@/components/form-field/form-field'
import { Modal } from '@/components/modal/modal'
import { notify } from '@/services/toast'
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

interface Problems {
  number?: CardNumberProblem
  name?: 'required'
  expiry?: 'required' | 'expiry'
  cvv?: 'required' | 'cvv'
}

/**
 * Add a new card: the number is grouped as it is typed, its brand shown from its first digits,
 * and checked (length, Luhn) when the card is added, with the expiry, the name and the CVV.
 */
export function AddCardDialog({ onClose }: ExampleDialogProps) {
  const { t } = useTranslation('modals')
  const [number, setNumber] = useState('')
  const [name, setName] = useState('')
  const [expiry, setExpiry] = useState('')
  const [cvv, setCvv] = useState('')
  const [problems, setProblems] = useState<Problems>({})
  const brand = cardBrandOf(number)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found: Problems = {}
    const numberProblem = cardNumberProblem(number)
    if (numberProblem) found.number = numberProblem
    if (trimInvisible(name) === '') found.name = 'required'
    if (expiry.trim() === '') found.expiry = 'required'
    else if (!expiryStillValid(expiry, new Date())) found.expiry = 'expiry'
    const cvvLength = brand === 'amex' ? 4 : 3
    if (cvv.trim() === '') found.cvv = 'required'
    else if (!new RegExp(`^\\d{${cvvLength}}$`).test(cvv.trim())) found.cvv = 'cvv'
    setProblems(found)
    const first = (['number', 'name', 'expiry', 'cvv'] as const).find((field) => found[field])
    if (first) {
      document.getElementById(`card-${first}`)?.focus()
      return
    }
    notify({
      severity: 'success',
      summary: t('card.added', {
        brand: brand ? brandNames[brand] : t('card.card'),
        last4: cardDigits(number).slice(-4),
      }),
    })
    onClose()
  }

  return (
    <Modal
      title={t('card.title')}
      onClose={onClose}
      className="example-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="add-card-form" icon="pi pi-check">
            {t('card.submit')}
          </Button>
        </>
      }
    >
      <p className="example-dialog__intro muted">{t('card.intro')}</p>
      <form id="add-card-form" className="example-form" onSubmit={submit} noValidate>
        <FormField
          id="card-number"
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
                value={number}
                onChange={(event) => setNumber(groupCardNumber(event.target.value))}
              />
              <span className="card-number__brand" aria-live="polite">
                {brand && t('card.brand', { brand: brandNames[brand] })}
              </span>
            </div>
          )}
        </FormField>
        <FormField
          id="card-name"
          label={t('card.name')}
          className="example-form__wide"
          error={problems.name && t('errors.required')}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              autoComplete="cc-name"
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </FormField>
        <FormField
          id="card-expiry"
          label={t('card.expiry')}
          error={
            problems.expiry &&
            (problems.expiry === 'required' ? t('errors.required') : t('card.errors.expiry'))
          }
        >
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={t('card.expiryPlaceholder')}
              value={expiry}
              onChange={(event) => setExpiry(event.target.value)}
            />
          )}
        </FormField>
        <FormField
          id="card-cvv"
          label={t('card.cvv')}
          error={
            problems.cvv &&
            (problems.cvv === 'required'
              ? t('errors.required')
              : t('card.errors.cvv', { count: brand === 'amex' ? 4 : 3 }))
          }
        >
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="numeric"
              autoComplete="cc-csc"
              value={cvv}
              onChange={(event) => setCvv(event.target.value)}
            />
          )}
        </FormField>
      </form>
    </Modal>
  )
}
