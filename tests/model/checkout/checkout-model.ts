import type { AnyEventObject, AnyMachineSnapshot, EventObject } from 'xstate'
import {
  emptyAddress,
  emptyPayment,
  type DeliveryAddress,
  type PaymentChoice,
} from '@models/shop/checkout'
import type { Order } from '@models/shop/shop'
import { checkoutMachine } from '@machines/checkout/checkout.machine'
import type { CheckoutContext, CheckoutInput } from '@machines/checkout/checkout.types'
import { transitionPaths, type ModelPath } from '../support/model-paths'
import { TRAVERSAL_LIMIT, labelled } from '../support/generated-paths'

/*
 * The checkout wizard (issue 15): the cart, the delivery address, the payment, the order placed.
 * The paths go through every step, forward with complete and incomplete forms, back one step and
 * back to an earlier one by the steps' header, and back to the cart when it empties meanwhile.
 */

/** The day the wizard opens: a card valid to 12/30 is good, one that ended 01/20 is not. */
export const input: CheckoutInput = { lineCount: 2, today: '2025-06-15' }

export const goodAddress: DeliveryAddress = {
  ...emptyAddress,
  fullName: 'Ada Lovelace',
  mobile: '+44 20 7946 0018',
  house: '12 St James Square',
  street: 'Westminster',
  city: 'London',
  state: 'Greater London',
  postalCode: 'SW1Y 4JH',
}
/** Sent half filled: the street and the postal code are missing, the phone is too short. */
export const incompleteAddress: DeliveryAddress = {
  ...goodAddress,
  street: '',
  postalCode: '',
  mobile: '12',
}

export const goodCard: PaymentChoice = {
  method: 'card',
  cardNumber: '4242 4242 4242 4242',
  cardName: 'Ada Lovelace',
  expiry: '12/30',
  cvv: '123',
}
export const cash: PaymentChoice = { ...emptyPayment, method: 'cash' }
/** A mistyped number (it fails the Luhn check) on a card that expired. */
export const badCard: PaymentChoice = {
  ...goodCard,
  cardNumber: '4242 4242 4242 4241',
  expiry: '01/20',
}

export const placedOrder: Order = {
  id: '#1001',
  placedAt: '2025-06-15T10:00:00.000Z',
  itemCount: 3,
  total: 126_998,
  deliveryDate: '2025-06-20',
}
export const refusal = Object.assign(new Error('Orders are down'), { status: 500 })

type Step = 'cart' | 'address' | 'payment' | 'placing' | 'placed'

/** Every event the user, the cart on screen or the server can bring in this state. */
export function modelEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  if (snapshot.status !== 'active') return []
  const state = snapshot.value as Step
  const cartEvents: AnyEventObject[] = [
    { type: 'checkout.cartChanged', lineCount: 0 },
    { type: 'checkout.cartChanged', lineCount: 3 },
  ]
  switch (state) {
    case 'cart':
      return [{ type: 'checkout.next' }, ...cartEvents]
    case 'address':
      return [
        { type: 'checkout.back' },
        { type: 'checkout.goTo', step: 'cart' },
        { type: 'checkout.goTo', step: 'payment' },
        { type: 'checkout.submitAddress', address: incompleteAddress },
        { type: 'checkout.submitAddress', address: goodAddress },
        ...cartEvents,
      ]
    case 'payment':
      return [
        { type: 'checkout.back' },
        { type: 'checkout.goTo', step: 'cart' },
        { type: 'checkout.goTo', step: 'address' },
        { type: 'checkout.submitPayment', payment: badCard },
        { type: 'checkout.submitPayment', payment: goodCard },
        { type: 'checkout.submitPayment', payment: cash },
        ...cartEvents,
      ]
    case 'placing':
      return [
        { type: 'xstate.done.actor.place', output: placedOrder },
        { type: 'xstate.error.actor.place', error: refusal },
        // Sent twice: the second Place order is not a second order.
        { type: 'checkout.submitPayment', payment: goodCard },
      ]
    default:
      return []
  }
}

/** The step, whether the cart has lines, which fields are wrong, whether placing failed. */
export function serializeState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as CheckoutContext
  return JSON.stringify([
    snapshot.value,
    context.lineCount > 0,
    context.address === goodAddress,
    Object.keys(context.addressProblems).sort(),
    context.payment?.method ?? null,
    Object.keys(context.paymentProblems).sort(),
    context.error !== null,
  ])
}

export function eventLabel(event: EventObject): string {
  const sent = event as { step?: string; lineCount?: number; address?: unknown; payment?: unknown }
  switch (event.type) {
    case 'checkout.cartChanged':
      return sent.lineCount === 0 ? 'cart emptied' : 'cart changed'
    case 'checkout.goTo':
      return `steps header → ${sent.step}`
    case 'checkout.submitAddress':
      return sent.address === goodAddress ? 'address sent' : 'incomplete address sent'
    case 'checkout.submitPayment':
      return sent.payment === badCard
        ? 'bad card sent'
        : sent.payment === cash
          ? 'cash on delivery sent'
          : 'card sent'
    case 'xstate.done.actor.place':
      return 'server placed the order'
    case 'xstate.error.actor.place':
      return 'server refused the order'
    default:
      return event.type.replace('checkout.', '')
  }
}

export function checkoutPaths(): ModelPath[] {
  return transitionPaths(checkoutMachine, {
    events: modelEvents,
    serializeState,
    limit: TRAVERSAL_LIMIT,
    input,
  }).map((path) => labelled(path, eventLabel))
}

/** What `npm run model:scenarios` prints for this machine. */
export const scenarios = { machine: 'checkout', paths: checkoutPaths }
