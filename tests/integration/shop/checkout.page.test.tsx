import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { cartOf } from '@mocks/shop/shop-lists'
import { findProduct } from '@mocks/shop/products'
import { cartTotals } from '@models/shop/shop-cart'
import { formatCents } from '@models/format/money'
import CheckoutPage from '@/features/shop/checkout.page'
import { appI18n, captureToasts, renderPage, signedInDuringEachTest } from '../../support/test-kit'

// Every test signs a token and renders a whole page; a busy machine needs more than 5 s.
vi.setConfig({ testTimeout: 30_000 })

const i18n = appI18n()
const toasts = captureToasts()
signedInDuringEachTest()

/** The demo admin, whose cart starts with five products. */
const admin = 1

const money = (cents: number) => formatCents(cents, 'en')

/** The admin's cart as the server prices it (a line with its product's price and discount). */
function serverTotals() {
  return cartTotals(
    cartOf(admin).map((item) => {
      const product = findProduct(item.productId)!
      return { ...product, qty: item.qty, discountPercentage: item.discountPercentage }
    }),
  )
}

function priceDetail(label: string): string {
  const details = screen.getByRole('region', { name: 'Price details' })
  const term = within(details).getByText(label)
  return term.nextElementSibling?.textContent ?? ''
}

async function openCheckout() {
  renderPage(<CheckoutPage />, i18n, '/apps/ecommerce/checkout')
  await screen.findByRole('heading', { name: 'My cart (5 products)' })
}

const lineOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!

/** One more of a line's product, by the keyboard: the quantity's arrow up. */
async function oneMore(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(lineOf(name)).getByRole('spinbutton', { name: 'Quantity' }))
  await user.keyboard('{ArrowUp}')
}

/** Fills the address form with a deliverable address. */
async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  const fields: Record<string, string> = {
    'Mobile number': '+33 6 12 34 56 78',
    'Flat, house no., building': '12 rue des Lilas',
    'Street, area': 'Belleville',
    'Town or city': 'Paris',
    'State or region': 'Île-de-France',
    'Postal code': '75020',
  }
  for (const [label, value] of Object.entries(fields)) {
    await user.type(screen.getByLabelText(label), value)
  }
}

describe('the checkout', () => {
  it('shows every line of the cart with its shipping date, offers, discount and the price details', async () => {
    await openCheckout()
    expect(document.querySelectorAll('.cart-line')).toHaveLength(5)
    const first = findProduct(cartOf(admin)[0]!.productId)!
    const line = lineOf(first.name)
    expect(within(line).getByText(/^Delivery by /)).toBeTruthy()
    expect(within(line).getByText(/offers? available$/)).toBeTruthy()
    expect(
      within(line).getByText(new RegExp(`^${cartOf(admin)[0]!.discountPercentage}% off`)),
    ).toBeTruthy()
    const totals = serverTotals()
    expect(priceDetail('Bag total')).toBe(money(totals.bagTotal))
    expect(priceDetail('Bag discount')).toBe(`−${money(totals.discount)}`)
    expect(priceDetail('Total')).toBe(money(totals.total))
  })

  it('changes a quantity at once, with the totals, and the server keeps it', async () => {
    const user = userEvent.setup()
    await openCheckout()
    const first = findProduct(cartOf(admin)[0]!.productId)!
    await oneMore(user, first.name)
    expect((within(lineOf(first.name)).getByRole('spinbutton') as HTMLInputElement).value).toBe('2')
    await waitFor(() => expect(cartOf(admin)[0]!.qty).toBe(2))
    await waitFor(() => expect(priceDetail('Total')).toBe(money(serverTotals().total)))
  })

  it('takes a quantity back and says why when the server refuses it', async () => {
    const user = userEvent.setup()
    let refuse!: () => void
    const refused = new Promise<void>((resolve) => (refuse = resolve))
    server.use(
      http.post('*/apps/ecommerce/cart/:productId', async () => {
        await refused
        return HttpResponse.json({ message: 'Quantities are down' }, { status: 500 })
      }),
    )
    await openCheckout()
    const first = findProduct(cartOf(admin)[0]!.productId)!
    const before = priceDetail('Total')
    await oneMore(user, first.name)
    const quantity = within(lineOf(first.name)).getByRole('spinbutton') as HTMLInputElement
    expect(quantity.value).toBe('2')
    expect(priceDetail('Total')).not.toBe(before)
    refuse()
    await waitFor(() => expect(quantity.value).toBe('1'))
    expect(priceDetail('Total')).toBe(before)
    expect(toasts.find((toast) => toast.severity === 'error')?.detail).toBe('Quantities are down')
    expect(cartOf(admin)[0]!.qty).toBe(1)
  })

  it('removes a line at once, and the server keeps it', async () => {
    const user = userEvent.setup()
    await openCheckout()
    const first = findProduct(cartOf(admin)[0]!.productId)!
    await user.click(screen.getByRole('button', { name: `Remove ${first.name} from the cart` }))
    expect(screen.queryByRole('heading', { level: 3, name: first.name })).toBeNull()
    expect(screen.getByRole('heading', { name: 'My cart (4 products)' })).toBeTruthy()
    await waitFor(() => expect(cartOf(admin)).toHaveLength(4))
  })

  it('goes through the address and the payment, each checked, and places the order', async () => {
    const user = userEvent.setup()
    await openCheckout()
    const total = priceDetail('Total')
    await user.click(screen.getByRole('button', { name: 'Place order' }))

    // The address: every required field named when it is sent empty, the first one focused.
    expect(await screen.findByRole('heading', { name: 'Delivery address' })).toBeTruthy()
    await user.clear(screen.getByLabelText('Full name'))
    await user.click(screen.getByRole('button', { name: 'Deliver here' }))
    expect(screen.getAllByText('This field is required.')).toHaveLength(7)
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'))
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true')
    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace')
    await fillAddress(user)
    await user.clear(screen.getByLabelText('Postal code'))
    await user.type(screen.getByLabelText('Postal code'), '!!')
    await user.click(screen.getByRole('button', { name: 'Deliver here' }))
    expect(screen.getByText('Enter a valid postal code.')).toBeTruthy()
    await user.clear(screen.getByLabelText('Postal code'))
    await user.type(screen.getByLabelText('Postal code'), '75020')
    await user.click(screen.getByRole('button', { name: 'Deliver here' }))

    // The payment: a card number that fails its check, an expiry long past.
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeTruthy()
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4241')
    await user.type(screen.getByLabelText('Name on the card'), 'Ada Lovelace')
    await user.type(screen.getByLabelText('Expiry date'), '01/20')
    await user.type(screen.getByLabelText('CVV'), '123')
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    expect(screen.getByText('This card number is not valid.')).toBeTruthy()
    expect(screen.getByText('Enter a month that has not passed, as MM/YY.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Card number'))

    // Back to the address, which kept what was typed, and on again.
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect((screen.getByLabelText('Town or city') as HTMLInputElement).value).toBe('Paris')
    await user.click(screen.getByRole('button', { name: 'Deliver here' }))
    await user.clear(screen.getByLabelText('Card number'))
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242')
    await user.clear(screen.getByLabelText('Expiry date'))
    await user.type(screen.getByLabelText('Expiry date'), '12/39')
    expect(priceDetail('Total')).toBe(total)
    await user.click(screen.getByRole('button', { name: 'Place order' }))

    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeTruthy()
    expect(screen.getByText(/^Order #\d+ is placed/)).toBeTruthy()
    expect(screen.getByText(total)).toBeTruthy()
    expect(cartOf(admin)).toHaveLength(0)
  })

  it('keeps the payment step, with what was typed, when the server refuses the order', async () => {
    const user = userEvent.setup()
    server.use(
      http.post('*/apps/ecommerce/place-order', () =>
        HttpResponse.json({ message: 'Orders are down' }, { status: 500 }),
      ),
    )
    await openCheckout()
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    await screen.findByRole('heading', { name: 'Delivery address' })
    await fillAddress(user)
    await user.click(screen.getByRole('button', { name: 'Deliver here' }))
    await screen.findByRole('heading', { name: 'Payment' })
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }))
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(toasts.find((toast) => toast.severity === 'error')).toMatchObject({
      summary: 'The order was not placed',
      detail: 'Orders are down',
    })
    expect(
      (screen.getByRole('radio', { name: 'Cash on delivery' }) as HTMLInputElement).checked,
    ).toBe(true)
    expect(cartOf(admin)).toHaveLength(5)
  })

  it('says the cart is empty, with the way to the shop, and offers no next step', async () => {
    cartOf(admin).length = 0
    renderPage(<CheckoutPage />, i18n, '/apps/ecommerce/checkout')
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toBeTruthy()
  })
})
