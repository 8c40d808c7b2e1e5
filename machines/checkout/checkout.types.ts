import type {
  DeliveryAddress,
  FieldProblems,
  PaymentChoice,
  PaymentMethod,
} from '@models/shop/checkout'
import type { Order } from '@models/shop/shop'

/** The wizard's steps in order, as the view names them. */
export const checkoutSteps = ['cart', 'address', 'payment'] as const
export type CheckoutStep = (typeof checkoutSteps)[number]

export interface CheckoutInput {
  /** How many lines the cart has when the wizard opens. */
  lineCount: number
  /** Today, `YYYY-MM-DD`, for a card's expiry: the machine keeps no clock. */
  today: string
}

/** What the server gets to place an order: where to deliver, and how it is paid. */
export interface OrderRequest {
  address: DeliveryAddress
  payment: { method: PaymentMethod; cardLast4?: string }
}

export interface CheckoutContext {
  lineCount: number
  today: string
  /** The address last sent from the form (kept when the user steps back to it). */
  address: DeliveryAddress | null
  addressProblems: FieldProblems<DeliveryAddress>
  payment: PaymentChoice | null
  paymentProblems: FieldProblems<PaymentChoice>
  /** The order, once placed. */
  order: Order | null
  /** Why placing it failed, until it is tried again. */
  error: unknown
}

export type CheckoutEvent =
  /** The cart on screen changed: lines removed, added or loaded. */
  | { type: 'checkout.cartChanged'; lineCount: number }
  /** On to the address, from the cart. */
  | { type: 'checkout.next' }
  /** One step back. */
  | { type: 'checkout.back' }
  /** Back to an earlier step, from the steps' header. */
  | { type: 'checkout.goTo'; step: CheckoutStep }
  /** The address form was sent: on to the payment if it is complete. */
  | { type: 'checkout.submitAddress'; address: DeliveryAddress }
  /** The payment form was sent: the order is placed if it is complete. */
  | { type: 'checkout.submitPayment'; payment: PaymentChoice }
