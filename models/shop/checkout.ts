import { trimInvisible } from '../format/visible-text.ts'

/*
 * What the checkout asks for after the cart: where to deliver, and how to pay. The rules are
 * here, apart from any form, so that the wizard's machine, its form and the demo server check the
 * same things.
 */

export const addressTypes = ['home', 'office'] as const
export type AddressType = (typeof addressTypes)[number]

/** A delivery address as the form holds it. */
export interface DeliveryAddress {
  fullName: string
  mobile: string
  /** Flat, house number, building. */
  house: string
  /** Street, area. */
  street: string
  /** Optional. */
  landmark: string
  city: string
  state: string
  postalCode: string
  addressType: AddressType
}

export const emptyAddress: DeliveryAddress = {
  fullName: '',
  mobile: '',
  house: '',
  street: '',
  landmark: '',
  city: '',
  state: '',
  postalCode: '',
  addressType: 'home',
}

/** Why a field is refused: a translation key's last part (`checkout.errors.<reason>`). */
export type FieldProblem = 'required' | 'mobile' | 'postalCode' | 'cardNumber' | 'expiry' | 'cvv'

export type FieldProblems<Form> = Partial<Record<keyof Form, FieldProblem>>

const required: (keyof DeliveryAddress)[] = [
  'fullName',
  'mobile',
  'house',
  'street',
  'city',
  'state',
  'postalCode',
]

/** A phone number: 7 to 15 digits, with spaces, dashes, brackets and a leading + allowed. */
const mobilePattern = /^\+?[\d\s\-().]{7,20}$/
/** A postal code: 3 to 10 letters or digits, one space or dash inside allowed (75001, SW1A 1AA). */
const postalCodePattern = /^[A-Za-z0-9]{2,6}([ -][A-Za-z0-9]{2,5})?$/

const digitCount = (text: string) => text.replace(/\D/g, '').length

/** The address's fields that are wrong, and why; empty when it can be delivered to. */
export function addressProblems(address: DeliveryAddress): FieldProblems<DeliveryAddress> {
  const problems: FieldProblems<DeliveryAddress> = {}
  for (const field of required) {
    if (trimInvisible(String(address[field] ?? '')) === '') problems[field] = 'required'
  }
  const mobile = trimInvisible(address.mobile)
  if (
    !problems.mobile &&
    (!mobilePattern.test(mobile) || digitCount(mobile) < 7 || digitCount(mobile) > 15)
  ) {
    problems.mobile = 'mobile'
  }
  if (!problems.postalCode && !postalCodePattern.test(trimInvisible(address.postalCode))) {
    problems.postalCode = 'postalCode'
  }
  return problems
}

export const paymentMethods = ['card', 'cash'] as const
export type PaymentMethod = (typeof paymentMethods)[number]

/** How the order is paid, as the form holds it; the card's fields only count for a card. */
export interface PaymentChoice {
  method: PaymentMethod
  cardNumber: string
  cardName: string
  /** MM/YY. */
  expiry: string
  cvv: string
}

export const emptyPayment: PaymentChoice = {
  method: 'card',
  cardNumber: '',
  cardName: '',
  expiry: '',
  cvv: '',
}

/** The Luhn check every card number passes: catches a mistyped digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return digits.length > 0 && sum % 10 === 0
}

/**
 * Whether MM/YY is a month that has not ended by `today`. The card works through its last month.
 */
export function expiryStillValid(expiry: string, today: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim())
  if (!match) return false
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  if (month < 1 || month > 12) return false
  return year * 12 + month >= today.getFullYear() * 12 + today.getMonth() + 1
}

/** The payment's fields that are wrong, and why; cash on delivery needs nothing more. */
export function paymentProblems(payment: PaymentChoice, today: Date): FieldProblems<PaymentChoice> {
  if (payment.method !== 'card') return {}
  const problems: FieldProblems<PaymentChoice> = {}
  const number = payment.cardNumber.replace(/[\s-]/g, '')
  if (number === '') problems.cardNumber = 'required'
  else if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) problems.cardNumber = 'cardNumber'
  if (trimInvisible(payment.cardName) === '') problems.cardName = 'required'
  if (payment.expiry.trim() === '') problems.expiry = 'required'
  else if (!expiryStillValid(payment.expiry, today)) problems.expiry = 'expiry'
  if (payment.cvv.trim() === '') problems.cvv = 'required'
  else if (!/^\d{3,4}$/.test(payment.cvv.trim())) problems.cvv = 'cvv'
  return problems
}

/** What the server is told of the payment: never the card's number, only its last four digits. */
export function paymentSummary(payment: PaymentChoice): {
  method: PaymentMethod
  cardLast4?: string
} {
  if (payment.method !== 'card') return { method: payment.method }
  return { method: 'card', cardLast4: payment.cardNumber.replace(/\D/g, '').slice(-4) }
}

export const hasProblems = (problems: object) => Object.keys(problems).length > 0
