import { beforeEach, describe, expect, it } from 'vitest'
import { saveScreenshot, useBrowser } from './support/browser'
import { signInThroughApi } from './support/session'

/*
 * The shop in Chromium against the built app and its demo server: a client puts two products in
 * the cart from the shop, the navbar counts them at once, and the checkout takes them through the
 * address and the payment to the confirmation; the server's cart is empty then.
 */

/** The client's cart as the demo server holds it. */
async function serverCart(baseURL: string): Promise<{ id: number; qty: number }[]> {
  const client = await signInThroughApi(baseURL, 'client')
  const response = await fetch(new URL('/apps/ecommerce/cart', baseURL), {
    headers: { authorization: `Bearer ${client.jwt}`, accept: 'application/json' },
  })
  return ((await response.json()) as { products: { id: number; qty: number }[] }).products
}

describe('the shop', { timeout: 120_000 }, () => {
  const browser = useBrowser()

  beforeEach(async () => {
    await browser.resetDemoData()
  })

  it('adds two products to the cart and checks out to the confirmation', async () => {
    const { page, pageErrors } = await browser.newPage({ signedInAs: 'client' })
    await page.goto('/apps/ecommerce/shop')
    const cart = page.getByRole('link', { name: /^Cart, / })
    await expect.poll(() => cart.getAttribute('aria-label')).toBe('Cart, 0 products')

    const cards = page.getByRole('article')
    await cards.first().waitFor()
    const names = await cards.locator('.product-card__name').allTextContents()
    for (const name of names.slice(0, 2)) {
      await page.getByRole('button', { name: `Add ${name} to the cart` }).click()
      await page
        .getByRole('article', { name })
        .getByRole('link', { name: 'View in cart' })
        .waitFor()
    }
    await expect.poll(() => cart.getAttribute('aria-label')).toBe('Cart, 2 products')
    await expect.poll(async () => (await serverCart(browser.baseURL)).length).toBe(2)

    await cart.click()
    await page.getByRole('heading', { name: 'My cart (2 products)' }).waitFor()
    // One more of the first, by the keyboard.
    await page.getByRole('spinbutton', { name: 'Quantity' }).first().focus()
    await page.keyboard.press('ArrowUp')
    await expect
      .poll(async () => (await serverCart(browser.baseURL)).map((line) => line.qty).sort())
      .toEqual([1, 2])
    const total = await page
      .getByRole('region', { name: 'Price details' })
      .locator('.price-details__total dd')
      .textContent()
    await saveScreenshot(page, 'shop-checkout-cart')
    await page.getByRole('button', { name: 'Place order' }).click()

    await page.getByRole('heading', { name: 'Delivery address' }).waitFor()
    await page.getByRole('button', { name: 'Deliver here' }).click()
    await page.getByText('This field is required.').first().waitFor()
    const address: Record<string, string> = {
      'Full name': 'Jane Doe',
      'Mobile number': '+1 415 555 0100',
      'Flat, house no., building': '1 Market Street',
      'Street, area': 'Financial District',
      'Town or city': 'San Francisco',
      'State or region': 'California',
      'Postal code': '94105',
    }
    for (const [label, value] of Object.entries(address)) {
      await page.getByLabel(label, { exact: true }).fill(value)
    }
    await page.getByRole('radio', { name: /^Office/ }).check()
    await page.getByRole('button', { name: 'Deliver here' }).click()

    await page.getByRole('heading', { name: 'Payment' }).waitFor()
    await page.getByLabel('Card number').fill('4242 4242 4242 4242')
    await page.getByLabel('Name on the card').fill('Jane Doe')
    await page.getByLabel('Expiry date').fill('12/39')
    await page.getByLabel('CVV').fill('123')
    await page.getByRole('button', { name: 'Place order' }).click()

    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor()
    expect(await page.getByText(/^Order #\d+ is placed/).count()).toBe(1)
    expect(await page.locator('.order-placed__facts').textContent()).toContain(total)
    await expect.poll(() => cart.getAttribute('aria-label')).toBe('Cart, 0 products')
    expect(await serverCart(browser.baseURL)).toEqual([])
    await saveScreenshot(page, 'shop-order-placed')
    expect(pageErrors).toEqual([])
  })
})
