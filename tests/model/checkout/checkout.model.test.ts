import { describe, expect, it } from 'vitest'
import { createActor, type AnyEventObject, type AnyMachineSnapshot, type EventObject } from 'xstate'
import {
  addressProblems,
  hasProblems,
  paymentProblems,
  paymentSummary,
  type DeliveryAddress,
  type PaymentChoice,
} from '@models/shop/checkout'
import type { Order } from '@models/shop/shop'
import { checkoutMachine } from '@machines/checkout/checkout.machine'
import type { CheckoutContext, OrderRequest } from '@machines/checkout/checkout.types'
import { createFakeActors, performStep, type FakeCall } from '../support/fake-actors'
import { takeCheckedStep, type ExpectedStep } from '../support/checked-step'
import { describeGeneratedPaths } from '../support/describe-generated-paths'
import type { ModelPath } from '../support/model-paths'
import {
  badCard,
  checkoutPaths,
  goodAddress,
  goodCard,
  incompleteAddress,
  input,
  placedOrder,
  refusal,
  serializeState,
} from './checkout-model'

const paths = checkoutPaths()

type Effects = {
  /** The orders sent: what each carried. */
  calls: FakeCall[]
  /** The orders the user was told are placed. */
  placed: Order[]
  /** The refusals the user was told of. */
  refusals: unknown[]
}

function startCheckout() {
  const fakes = createFakeActors()
  const effects: Effects = { calls: fakes.calls, placed: [], refusals: [] }
  const actor = createActor(
    checkoutMachine.provide({
      actors: { placeOrder: fakes.logic<Order, OrderRequest>() },
      actions: {
        orderPlaced: (_, { order }) => effects.placed.push(order),
        reportFailure: (_, { error }) => effects.refusals.push(error),
      },
    }),
    { input },
  ).start()
  const step = (event: AnyEventObject) => performStep(actor, event, fakes, () => 0)
  return { actor, effects, step }
}

const today = new Date('2025-06-15T12:00:00')

/**
 * The wizard's rules (issue 15), step by step, written apart from the machine: forward only from
 * a cart with lines and a form without problems; back one step, or to any earlier step by the
 * header; an emptied cart sends the address and payment steps back to it; the order is sent once,
 * with the card's last four digits only; placed, the cart is emptied; refused, the payment step
 * stays with the reason told.
 */
function expectedStep(before: AnyMachineSnapshot, event: EventObject): ExpectedStep<Effects> {
  const context = before.context as CheckoutContext
  const state = before.value as string
  const same = { value: state, context, calls: [], placed: [], refusals: [] }
  const sent = event as {
    lineCount?: number
    step?: string
    address?: DeliveryAddress
    payment?: PaymentChoice
    output?: Order
    error?: unknown
  }
  if (event.type === 'checkout.cartChanged' && state !== 'placed') {
    const counted = { ...context, lineCount: sent.lineCount! }
    const backToCart = sent.lineCount === 0 && (state === 'address' || state === 'payment')
    return { ...same, value: backToCart ? 'cart' : state, context: counted }
  }
  switch (state) {
    case 'cart':
      if (event.type === 'checkout.next' && context.lineCount > 0)
        return { ...same, value: 'address' }
      return same
    case 'address': {
      if (event.type === 'checkout.back') return { ...same, value: 'cart' }
      if (event.type === 'checkout.goTo' && sent.step === 'cart') return { ...same, value: 'cart' }
      if (event.type === 'checkout.submitAddress') {
        const problems = addressProblems(sent.address!)
        return {
          ...same,
          value: hasProblems(problems) ? 'address' : 'payment',
          context: { ...context, address: sent.address!, addressProblems: problems },
        }
      }
      return same
    }
    case 'payment': {
      if (event.type === 'checkout.back') return { ...same, value: 'address' }
      if (event.type === 'checkout.goTo' && (sent.step === 'cart' || sent.step === 'address')) {
        return { ...same, value: sent.step }
      }
      if (event.type === 'checkout.submitPayment') {
        const problems = paymentProblems(sent.payment!, today)
        const next = { ...context, payment: sent.payment!, paymentProblems: problems, error: null }
        if (hasProblems(problems)) return { ...same, value: 'payment', context: next }
        const order: OrderRequest = {
          address: context.address!,
          payment: paymentSummary(sent.payment!),
        }
        return { ...same, value: 'placing', context: next, calls: [{ id: 'place', input: order }] }
      }
      return same
    }
    case 'placing':
      if (event.type === 'xstate.done.actor.place') {
        return {
          ...same,
          value: 'placed',
          context: { ...context, order: sent.output! },
          placed: [sent.output!],
        }
      }
      if (event.type === 'xstate.error.actor.place') {
        return {
          ...same,
          value: 'payment',
          context: { ...context, error: sent.error },
          refusals: [sent.error],
        }
      }
      return same
    default:
      return same
  }
}

async function run(path: ModelPath) {
  const { actor, effects, step } = startCheckout()
  expect(actor.getSnapshot().value).toBe('cart')
  const running = { actor, step, effects }
  for (const pathStep of path.steps.slice(1)) {
    await takeCheckedStep(running, pathStep, { serializeState, expectedStep })
    const { status, value } = actor.getSnapshot()
    expect(status, `after ${pathStep.event.type}`).toBe(value === 'placed' ? 'done' : 'active')
  }
  actor.stop()
}

describeGeneratedPaths('checkout wizard machine (generated paths)', {
  machine: checkoutMachine,
  paths,
  run,
  covers: 'covers every step, every transition and every eventless check of the wizard',
  leftOut: {
    event: (event) => event.type === 'checkout.goTo',
    transition: 'checkout.payment --checkout.goTo[1]--> checkout.address',
  },
})

describe('checkout wizard machine (its paths)', () => {
  const reached = (state: string) =>
    paths.some((path) => JSON.stringify(path.steps.at(-1)!.state.value) === JSON.stringify(state))

  it('goes through every step to the order placed, and back from each', () => {
    for (const state of ['cart', 'address', 'payment', 'placing', 'placed']) {
      expect(reached(state), state).toBe(true)
    }
    const descriptions = paths.map((path) => path.description)
    expect(descriptions).toContain(
      'xstate.init → next → address sent → card sent → server placed the order ⇒ "placed"',
    )
    // Back one step from the payment and from the address; back two by the steps' header.
    expect(descriptions).toContain('xstate.init → next → address sent → back ⇒ "address"')
    expect(descriptions).toContain(
      'xstate.init → next → address sent → steps header → cart ⇒ "cart"',
    )
    expect(descriptions).toContain('xstate.init → next → back ⇒ "cart"')
  })

  it('never sends the card number, only its last four digits', async () => {
    const { effects, step } = startCheckout()
    await step({ type: 'checkout.next' })
    await step({ type: 'checkout.submitAddress', address: goodAddress })
    await step({ type: 'checkout.submitPayment', payment: goodCard })
    expect(effects.calls).toEqual([
      {
        id: 'place',
        input: { address: goodAddress, payment: { method: 'card', cardLast4: '4242' } },
      },
    ])
  })

  it('keeps what was sent when a form comes back with problems', async () => {
    const { actor, step } = startCheckout()
    await step({ type: 'checkout.next' })
    await step({ type: 'checkout.submitAddress', address: incompleteAddress })
    expect(actor.getSnapshot().context.addressProblems).toEqual({
      street: 'required',
      postalCode: 'required',
      mobile: 'mobile',
    })
    await step({ type: 'checkout.submitAddress', address: goodAddress })
    await step({ type: 'checkout.submitPayment', payment: badCard })
    expect(actor.getSnapshot().value).toBe('payment')
    expect(actor.getSnapshot().context.paymentProblems).toEqual({
      cardNumber: 'cardNumber',
      expiry: 'expiry',
    })
    expect(actor.getSnapshot().context.address).toBe(goodAddress)
  })

  it('reports a refused order once and lets it be placed again', async () => {
    const { actor, effects, step } = startCheckout()
    await step({ type: 'checkout.next' })
    await step({ type: 'checkout.submitAddress', address: goodAddress })
    await step({ type: 'checkout.submitPayment', payment: goodCard })
    await step({ type: 'xstate.error.actor.place', error: refusal })
    expect(effects.refusals).toEqual([refusal])
    await step({ type: 'checkout.submitPayment', payment: goodCard })
    await step({ type: 'xstate.done.actor.place', output: placedOrder })
    expect(actor.getSnapshot().value).toBe('placed')
    expect(effects.placed).toEqual([placedOrder])
    expect(effects.calls).toHaveLength(2)
  })
})
