import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { useActorRef, useSelector } from '@xstate/react'
import {
  emptyAddress,
  emptyPayment,
  type DeliveryAddress,
  type PaymentChoice,
} from '@models/shop/checkout'
import { cartTotals } from '@models/shop/shop-cart'
import type { Order } from '@models/shop/shop'
import { checkoutSteps, type CheckoutStep } from '@machines/checkout/checkout.types'
import { LoadError, LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'
import { Button } from '@/components/button'
import { StepsBar } from '@/components/steps-bar'
import { useChangedQuery } from '@/services/list/use-changed-query'
import { useErrorText } from '@/services/load-error-text'
import { useSession } from '@/services/session/session'
import { cartLines, cartQuery } from '@/services/shop/shop-query'
import { appCheckoutMachine } from '@/services/shop/checkout-machine'
import { CartStep } from './checkout-cart-step'
import { AddressStep, PaymentStep } from './checkout-forms'
import { PriceDetails } from './price-details'
import { shopPath, useShopFormat } from './use-shop-format'
import './shop.css'
import './checkout.css'

const todayText = () => {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** The step a machine state shows. */
function stepOf(value: string): CheckoutStep | 'placed' {
  if (value === 'placed') return 'placed'
  if (value === 'cart') return 'cart'
  if (value === 'address' || value === 'checkingAddress') return 'address'
  return 'payment'
}

/**
 * The checkout (/apps/ecommerce/checkout), a three-step wizard run by the checkout machine: the
 * cart (quantities, shipping dates, offers, discounts and the price details), the delivery
 * address, then the payment; placing the order shows its confirmation and empties the cart.
 */
export default function CheckoutPage() {
  const { t } = useTranslation('shop')
  const { user } = useSession()
  const cart = useChangedQuery(cartLines, cartQuery)
  const errorText = useErrorText(cart.error) ?? ''
  const lines = useMemo(() => cart.page?.rows.filter((line) => line.isInCart) ?? [], [cart.page])
  const totals = useMemo(() => cartTotals(lines), [lines])

  const [input] = useState(() => ({ lineCount: lines.length, today: todayText() }))
  const actor = useActorRef(appCheckoutMachine, { input })
  const value = useSelector(actor, (state) => state.value as string)
  const context = useSelector(actor, (state) => state.context)
  const step = stepOf(value)

  const [address, setAddress] = useState<DeliveryAddress>(() => ({
    ...emptyAddress,
    fullName: user?.fullName ?? '',
  }))
  const [payment, setPayment] = useState<PaymentChoice>(emptyPayment)

  const loaded = cart.page !== null
  useEffect(() => {
    if (loaded && actor.getSnapshot().status === 'active') {
      actor.send({ type: 'checkout.cartChanged', lineCount: lines.length })
    }
  }, [actor, loaded, lines.length])

  // The step's heading takes the focus when the step changes (not as the page opens), so the
  // keyboard starts there.
  const [firstStep] = useState(step)
  useEffect(() => {
    if (step !== firstStep) document.querySelector<HTMLElement>('.checkout__body h2')?.focus()
  }, [step, firstStep])

  if (step === 'placed' && context.order) return <OrderPlaced order={context.order} />

  const activeIndex = checkoutSteps.indexOf(step as CheckoutStep)
  const aside = (
    <aside className="card checkout__aside">
      <PriceDetails totals={totals} />
    </aside>
  )

  return (
    <div className="page-stack checkout">
      <header className="page-header">
        <h1>{t('checkout.title')}</h1>
        <p>{t('checkout.subtitle')}</p>
      </header>
      <StepsBar
        className="card checkout__steps"
        label={t('checkout.stepsLabel')}
        steps={checkoutSteps.map((name) => t(`checkout.steps.${name}`))}
        active={activeIndex}
        onBack={(index) => {
          const target = checkoutSteps[index]
          if (target) actor.send({ type: 'checkout.goTo', step: target })
        }}
      />
      <div className="checkout__body">
        {cart.error !== null && !cart.page && (
          <LoadError
            look="page"
            title={t('checkout.loadFailed')}
            message={errorText}
            onRetry={cart.retry}
          />
        )}
        {cart.loading && (
          <LoadingPlaceholder label={t('checkout.loading')} className="card checkout__skeleton">
            {Array.from({ length: 3 }, (_, index) => (
              <SkeletonBlock key={index} className="checkout__skeleton-line" />
            ))}
          </LoadingPlaceholder>
        )}
        {cart.page && step === 'cart' && (
          <div className="checkout__columns">
            <div className="card">
              {cart.error !== null && (
                <LoadError
                  look="line"
                  title={t('checkout.refreshFailed')}
                  message={errorText}
                  onRetry={cart.retry}
                />
              )}
              <CartStep lines={lines} />
            </div>
            {lines.length > 0 && (
              <aside className="card checkout__aside">
                <PriceDetails totals={totals} />
                <Button
                  icon="pi pi-arrow-right"
                  className="checkout__next"
                  onClick={() => actor.send({ type: 'checkout.next' })}
                >
                  {t('checkout.cart.next')}
                </Button>
              </aside>
            )}
          </div>
        )}
        {cart.page && step === 'address' && (
          <div className="card">
            <AddressStep
              draft={address}
              onChange={setAddress}
              sent={context.address}
              problems={context.addressProblems}
              onSubmit={() => actor.send({ type: 'checkout.submitAddress', address })}
              onBack={() => actor.send({ type: 'checkout.back' })}
              aside={aside}
            />
          </div>
        )}
        {cart.page && step === 'payment' && (
          <div className="card">
            <PaymentStep
              draft={payment}
              onChange={setPayment}
              sent={context.payment}
              problems={context.paymentProblems}
              onSubmit={() => actor.send({ type: 'checkout.submitPayment', payment })}
              onBack={() => actor.send({ type: 'checkout.back' })}
              aside={aside}
              placing={value === 'placing'}
              failed={context.error !== null && value === 'payment'}
            />
          </div>
        )}
      </div>
    </div>
  )
}

/** The order placed: its number, what it holds, what it costs and when it comes. */
function OrderPlaced({ order }: { order: Order }) {
  const { t } = useTranslation('shop')
  const { money, day } = useShopFormat()
  return (
    <div className="page-stack checkout">
      <section className="card order-placed" aria-labelledby="order-placed-title">
        <i className="pi pi-check-circle order-placed__icon" aria-hidden="true" />
        <h1 id="order-placed-title">{t('checkout.placed.title')}</h1>
        <p>{t('checkout.placed.message', { id: order.id })}</p>
        <dl className="order-placed__facts">
          <div>
            <dt>{t('checkout.placed.items')}</dt>
            <dd>{order.itemCount}</dd>
          </div>
          <div>
            <dt>{t('checkout.placed.total')}</dt>
            <dd>{money(order.total)}</dd>
          </div>
          <div>
            <dt>{t('checkout.placed.delivery')}</dt>
            <dd>{day(order.deliveryDate)}</dd>
          </div>
        </dl>
        <Link href={shopPath} className="btn btn--primary">
          {t('checkout.placed.continue')}
        </Link>
      </section>
    </div>
  )
}
