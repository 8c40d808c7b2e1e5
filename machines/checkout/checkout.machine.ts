import { assertEvent, assign, fromPromise, setup } from 'xstate'
import {
  addressProblems,
  hasProblems,
  paymentProblems,
  paymentSummary,
} from '@models/shop/checkout'
import type { Order } from '@models/shop/shop'
import type { CheckoutContext, CheckoutEvent, CheckoutInput, OrderRequest } from './checkout.types'
import { notProvided } from '../not-provided'

/** `YYYY-MM-DD` as a date at noon, so that no time zone moves it to another day. */
const dayOf = (text: string) => new Date(`${text}T12:00:00`)

/**
 * The checkout wizard (issue 15): the cart, then the delivery address, then the payment, and the
 * order placed. A step is left forward only when it is complete (a cart with lines, an address and
 * a payment without problems), and back at any time; a cart emptied meanwhile sends the user back
 * to it. Placing the order is the one call; refused, the payment step stays with why.
 */
export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
  },
  actors: {
    placeOrder: fromPromise<Order, OrderRequest>(notProvided('placeOrder')),
  },
  actions: {
    /** Tells the user why the order was not placed (the error catalogue). */
    reportFailure: (_, _params: { error: unknown }) => undefined,
    /** The order is placed: the cart is empty now, wherever it shows. */
    orderPlaced: (_, _params: { order: Order }) => undefined,
    countLines: assign(({ event }) => {
      assertEvent(event, 'checkout.cartChanged')
      return { lineCount: event.lineCount }
    }),
    checkAddress: assign(({ event }) => {
      assertEvent(event, 'checkout.submitAddress')
      return { address: event.address, addressProblems: addressProblems(event.address) }
    }),
    checkPayment: assign(({ context, event }) => {
      assertEvent(event, 'checkout.submitPayment')
      return {
        payment: event.payment,
        paymentProblems: paymentProblems(event.payment, dayOf(context.today)),
        error: null,
      }
    }),
    takeOrder: assign((_, params: { order: Order }) => ({ order: params.order })),
    rememberError: assign((_, params: { error: unknown }) => ({ error: params.error })),
  },
  guards: {
    hasLines: ({ context }) => context.lineCount > 0,
    noLines: ({ context }) => context.lineCount === 0,
    addressComplete: ({ context }) => !hasProblems(context.addressProblems),
    paymentComplete: ({ context }) => !hasProblems(context.paymentProblems),
    toCart: ({ event }) => event.type === 'checkout.goTo' && event.step === 'cart',
    toAddress: ({ event }) => event.type === 'checkout.goTo' && event.step === 'address',
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    lineCount: input.lineCount,
    today: input.today,
    address: null,
    addressProblems: {},
    payment: null,
    paymentProblems: {},
    order: null,
    error: null,
  }),
  initial: 'cart',
  on: {
    'checkout.cartChanged': { actions: 'countLines' },
  },
  states: {
    cart: {
      on: {
        'checkout.next': { guard: 'hasLines', target: 'address' },
      },
    },
    address: {
      always: { guard: 'noLines', target: 'cart' },
      on: {
        'checkout.back': { target: 'cart' },
        'checkout.goTo': { guard: 'toCart', target: 'cart' },
        'checkout.submitAddress': { target: 'checkingAddress', actions: 'checkAddress' },
      },
    },
    checkingAddress: {
      always: [{ guard: 'addressComplete', target: 'payment' }, { target: 'address' }],
    },
    payment: {
      always: { guard: 'noLines', target: 'cart' },
      on: {
        'checkout.back': { target: 'address' },
        'checkout.goTo': [
          { guard: 'toCart', target: 'cart' },
          { guard: 'toAddress', target: 'address' },
        ],
        'checkout.submitPayment': { target: 'checkingPayment', actions: 'checkPayment' },
      },
    },
    checkingPayment: {
      always: [{ guard: 'paymentComplete', target: 'placing' }, { target: 'payment' }],
    },
    placing: {
      invoke: {
        id: 'place',
        src: 'placeOrder',
        input: ({ context }): OrderRequest => ({
          // Both are there: placing is reached only through complete forms.
          address: context.address!,
          payment: paymentSummary(context.payment!),
        }),
        onDone: {
          target: 'placed',
          actions: [
            { type: 'takeOrder', params: ({ event }) => ({ order: event.output }) },
            { type: 'orderPlaced', params: ({ event }) => ({ order: event.output }) },
          ],
        },
        onError: {
          target: 'payment',
          actions: [
            { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    placed: { type: 'final' },
  },
})

export type CheckoutMachine = typeof checkoutMachine
