import { describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'wouter'
import { allProducts } from '@mocks/shop/products'
import { cartOf, wishlistOf } from '@mocks/shop/shop-lists'
import ShopPage from '@/features/shop/shop.page'
import ProductDetailPage from '@/features/shop/product-detail.page'
import WishlistPage from '@/features/shop/wishlist.page'
import { RouteParamsProvider } from '@/components/route-params'
import { findRoute, routeParams } from '@/app/routes/route-table'
import { appI18n, captureToasts, renderPage, signedInDuringEachTest } from '../../support/test-kit'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'

// Every test signs a token and renders a whole page; a busy machine needs more than 5 s.
vi.setConfig({ testTimeout: 30_000 })

// The global i18next, as in the app: the changes' toasts are translated through it.
const i18n = appI18n()
const toasts = captureToasts()
signedInDuringEachTest()

/** The demo admin (tests/support/session-fixtures.ts), whose wishlist and cart the server keeps. */
const admin = 1

const renderShop = (path = '/apps/ecommerce/shop') => renderPage(<ShopPage />, i18n, path)

/** The product names on screen, in order, once cards are there. */
async function shownNames(): Promise<string[]> {
  await waitFor(() => expect(document.querySelectorAll('.product-card').length).toBeGreaterThan(0))
  return [...document.querySelectorAll('.product-card__name')].map((name) => name.textContent ?? '')
}

/**
 * Makes the demo server refuse `method path` with a 500, but only once `refuse()` is called, so
 * that a test sees the change on screen while it is on its way, and then taken back.
 */
function refuseLater(method: 'post' | 'delete', path: string, message: string) {
  let refuse!: () => void
  const refused = new Promise<void>((resolve) => (refuse = resolve))
  server.use(
    http[method](path, async () => {
      await refused
      return HttpResponse.json({ message }, { status: 500 })
    }),
  )
  return { refuse }
}

const range = () => document.querySelector('.p-paginator-current')?.textContent ?? ''
const card = (name: string) => screen.getByRole('article', { name })

const newestFirst = () => [...allProducts()].sort((a, b) => b.id - a.id)
const cheapestFirst = () => [...allProducts()].sort((a, b) => a.price - b.price || a.id - b.id)

describe('the shop', () => {
  it('shows the 9 newest of the 27 products, each with its price, stars and buttons', async () => {
    renderShop()
    const names = await shownNames()
    expect(names).toEqual(
      newestFirst()
        .slice(0, 9)
        .map((product) => product.name),
    )
    expect(range()).toBe('1–9 of 27')
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('27 products')
    const [newest] = newestFirst()
    const first = card(newest!.name)
    expect(within(first).getByText('$149.99')).toBeTruthy()
    expect(
      within(first).getByRole('img', { name: `Rated ${newest!.rating} out of 5` }),
    ).toBeTruthy()
    expect(within(first).getByText('Free shipping')).toBeTruthy()
    expect(
      within(first).getByRole('button', { name: `Add ${newest!.name} to the cart` }),
    ).toBeTruthy()
  })

  it('keeps the search, the sort and the page in the URL, and follows Back and Forward', async () => {
    const user = userEvent.setup()
    const { location } = renderShop()
    await shownNames()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc')
    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/apps/ecommerce/shop?sortColumn=price'),
    )
    await waitFor(async () =>
      expect(await shownNames()).toEqual(
        cheapestFirst()
          .slice(0, 9)
          .map((p) => p.name),
      ),
    )

    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/apps/ecommerce/shop?sortColumn=price&page=2'),
    )
    await waitFor(async () =>
      expect(await shownNames()).toEqual(
        cheapestFirst()
          .slice(9, 18)
          .map((p) => p.name),
      ),
    )
    expect(range()).toBe('10–18 of 27')

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-desc')
    await waitFor(() =>
      expect(location.history.at(-1)).toBe('/apps/ecommerce/shop?sortColumn=price&sort=desc'),
    )

    await user.type(screen.getByRole('searchbox', { name: 'Search products by name' }), 'APPLE')
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(
        '/apps/ecommerce/shop?q=APPLE&sortColumn=price&sort=desc',
      ),
    )
    const apples = allProducts()
      .filter((product) => product.name.toLowerCase().includes('apple'))
      .sort((a, b) => b.price - a.price)
    await waitFor(async () => expect(await shownNames()).toEqual(apples.map((p) => p.name)))
    expect(screen.getByText(`${apples.length} products`)).toBeTruthy()

    // Back to page 2 by price, the sort select included; then Forward to the search.
    act(() => location.navigate('/apps/ecommerce/shop?sortColumn=price&page=2'))
    await waitFor(async () =>
      expect(await shownNames()).toEqual(
        cheapestFirst()
          .slice(9, 18)
          .map((p) => p.name),
      ),
    )
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe(
      'price-asc',
    )
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('')
    act(() => location.navigate('/apps/ecommerce/shop?q=APPLE&sortColumn=price&sort=desc'))
    await waitFor(async () => expect(await shownNames()).toEqual(apples.map((p) => p.name)))
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('APPLE')
  })

  it('says so when no product matches', async () => {
    renderShop('/apps/ecommerce/shop?q=zeppelin')
    expect(await screen.findByRole('heading', { name: 'No product matches' })).toBeTruthy()
  })

  it('shows a heart at once, and the server keeps it', async () => {
    const user = userEvent.setup()
    renderShop()
    await shownNames()
    const [newest] = newestFirst()
    const heart = within(card(newest!.name)).getByRole('button', { name: /to the wishlist/ })
    expect(heart.getAttribute('aria-pressed')).toBe('false')
    await user.click(heart)
    expect(heart.getAttribute('aria-pressed')).toBe('true')
    await waitFor(() =>
      expect(wishlistOf(admin).map((item) => item.productId)).toContain(newest!.id),
    )
  })

  it('takes a heart back and says why when the server refuses it', async () => {
    const user = userEvent.setup()
    const server500 = refuseLater('post', '*/apps/ecommerce/wishlist', 'The wishlist is down')
    renderShop()
    await shownNames()
    const [newest] = newestFirst()
    const heart = within(card(newest!.name)).getByRole('button', { name: /to the wishlist/ })
    await user.click(heart)
    expect(heart.getAttribute('aria-pressed')).toBe('true')
    server500.refuse()
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'))
    expect(toasts.find((toast) => toast.severity === 'error')).toMatchObject({
      summary: 'The change was not saved',
      detail: 'The wishlist is down',
    })
    expect(wishlistOf(admin).map((item) => item.productId)).not.toContain(newest!.id)
  })

  it('puts a product in the cart at once, offers to view it there, and the server keeps it', async () => {
    const user = userEvent.setup()
    renderShop()
    await shownNames()
    const [newest] = newestFirst()
    await user.click(within(card(newest!.name)).getByRole('button', { name: /to the cart/ }))
    const view = within(card(newest!.name)).getByRole('link', { name: 'View in cart' })
    expect(view.getAttribute('href')).toBe('/apps/ecommerce/checkout')
    await waitFor(() => expect(cartOf(admin).map((item) => item.productId)).toContain(newest!.id))
  })

  it('takes Add to cart back when the server refuses it', async () => {
    const user = userEvent.setup()
    const server500 = refuseLater('post', '*/apps/ecommerce/cart', 'The cart is down')
    renderShop()
    await shownNames()
    const [newest] = newestFirst()
    await user.click(within(card(newest!.name)).getByRole('button', { name: /to the cart/ }))
    expect(within(card(newest!.name)).getByRole('link', { name: 'View in cart' })).toBeTruthy()
    server500.refuse()
    await waitFor(() =>
      expect(within(card(newest!.name)).getByRole('button', { name: /to the cart/ })).toBeTruthy(),
    )
    expect(toasts.find((toast) => toast.severity === 'error')?.detail).toBe('The cart is down')
    expect(cartOf(admin)).toHaveLength(5)
  })
})

const detailRoute = findRoute('/apps/ecommerce/product-detail')!

function DetailAtLocation() {
  const [location] = useLocation()
  return (
    <RouteParamsProvider value={routeParams(detailRoute, location)}>
      <ProductDetailPage />
    </RouteParamsProvider>
  )
}

describe("a product's page", () => {
  it('shows the product, its colours and related products, and its buttons work', async () => {
    const user = userEvent.setup()
    renderPage(<DetailAtLocation />, i18n, '/apps/ecommerce/product-detail/2')
    const product = allProducts().find((known) => known.id === 2)!
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeTruthy()
    const shown = screen.getAllByRole('article')[0]!
    expect(within(shown).getByText('By Apple')).toBeTruthy()
    expect(within(shown).getByText('$669.99')).toBeTruthy()
    expect(within(shown).getByText(product.description)).toBeTruthy()
    expect(within(shown).getByText('Free shipping')).toBeTruthy()
    const colours = screen.getByRole('group', { name: 'Colour' })
    expect(within(colours).getAllByRole('radio')).toHaveLength(product.colorOptions.length)
    // The admin's cart holds it from the start.
    expect(screen.getAllByRole('link', { name: 'View in cart' }).length).toBeGreaterThan(0)
    const related = screen.getByRole('region', { name: 'Related products' })
    expect(within(related).getAllByRole('article')).toHaveLength(4)
    await user.click(screen.getByRole('button', { name: /^Wishlist$/ }))
    await waitFor(() => expect(wishlistOf(admin).map((item) => item.productId)).toContain(2))
  })

  it('says plainly that a product does not exist, with the way back to the shop', async () => {
    renderPage(<DetailAtLocation />, i18n, '/apps/ecommerce/product-detail/999')
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe(
      '/apps/ecommerce/shop',
    )
  })

  it('opens the first product of the shop when the URL names none', async () => {
    const { location } = renderPage(<DetailAtLocation />, i18n, '/apps/ecommerce/product-detail')
    const [newest] = newestFirst()
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(`/apps/ecommerce/product-detail/${newest!.id}`),
    )
    expect(await screen.findByRole('heading', { level: 1, name: newest!.name })).toBeTruthy()
  })
})

describe('the wishlist', () => {
  it('moves a product to the cart and removes another, each at once', async () => {
    const user = userEvent.setup()
    renderPage(<WishlistPage />, i18n, '/apps/ecommerce/wishlist')
    const saved = wishlistOf(admin).map((item) =>
      allProducts().find((p) => p.id === item.productId)!,
    )
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(saved.length))
    const [first, second] = saved
    await user.click(screen.getByRole('button', { name: `Move ${first!.name} to the cart` }))
    expect(screen.queryByRole('article', { name: first!.name })).toBeNull()
    await user.click(
      screen.getByRole('button', { name: `Remove ${second!.name} from the wishlist` }),
    )
    expect(screen.queryByRole('article', { name: second!.name })).toBeNull()
    await waitFor(() => expect(wishlistOf(admin)).toHaveLength(saved.length - 2))
    expect(cartOf(admin).map((item) => item.productId)).toContain(first!.id)
  })

  it('brings a removed product back when the server refuses', async () => {
    const user = userEvent.setup()
    const server500 = refuseLater(
      'delete',
      '*/apps/ecommerce/wishlist/:productId',
      'Removing is down',
    )
    renderPage(<WishlistPage />, i18n, '/apps/ecommerce/wishlist')
    const [first] = wishlistOf(admin).map((item) =>
      allProducts().find((p) => p.id === item.productId)!,
    )
    await user.click(
      await screen.findByRole('button', { name: `Remove ${first!.name} from the wishlist` }),
    )
    expect(screen.queryByRole('article', { name: first!.name })).toBeNull()
    server500.refuse()
    expect(await screen.findByRole('article', { name: first!.name })).toBeTruthy()
    expect(toasts.find((toast) => toast.severity === 'error')?.detail).toBe('Removing is down')
  })
})
