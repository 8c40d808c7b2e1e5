import { http, HttpResponse } from 'msw'
import {
  addressProblems,
  addressTypes,
  paymentMethods,
  type DeliveryAddress,
} from '../../models/shop/checkout.ts'
import { cartTotals } from '../../models/shop/shop-cart.ts'
import {
  maxQuantity,
  productSorts,
  productsPerPage,
  type ProductSort,
} from '../../models/shop/shop.ts'
import { allProducts, findProduct, type StoredProduct } from './products.ts'
import {
  addToCart,
  addToWishlist,
  cartOf,
  emptyCart,
  removeFromCart,
  removeFromWishlist,
  setCartQuantity,
  wishlistOf,
  type CartItem,
} from './shop-lists.ts'
import { defineStore } from '../server/store.ts'
import { authorize } from '../session/tokens.ts'
import { fieldError, fieldErrors } from '../server/field-errors.ts'
import { pageOf, pageParams, queryText } from '../server/list-params.ts'
import { readJsonObject } from '../server/read-json.ts'

/** A product as the user sees it: whether it is in their wishlist and cart. */
function forUser(product: StoredProduct, userId: number) {
  return {
    ...product,
    isInWishlist: wishlistOf(userId).some((item) => item.productId === product.id),
    isInCart: cartOf(userId).some((item) => item.productId === product.id),
  }
}

const sorters: Record<ProductSort, (a: StoredProduct, b: StoredProduct) => number> = {
  // Newest first: the last added has the highest id (SPEC.md section 9).
  featured: (a, b) => b.id - a.id,
  'price-asc': (a, b) => a.price - b.price || a.id - b.id,
  'price-desc': (a, b) => b.price - a.price || a.id - b.id,
}

const sortOf = (search: URLSearchParams): ProductSort =>
  productSorts.find((sort) => sort === search.get('sortBy')) ?? 'featured'

/** A whole number above zero given as text, or undefined. */
function idOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0
    ? number
    : undefined
}

/** `YYYY-MM-DD` of the day `days` after today. */
function dayAfter(days: number): string {
  const date = new Date()
  date.setDate(date.getDate() + days)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

function cartLine(item: CartItem, userId: number) {
  const product = findProduct(item.productId)
  if (!product) return []
  return [
    {
      ...forUser(product, userId),
      qty: item.qty,
      shippingDate: dayAfter(item.shipsInDays),
      offers: item.offers,
      discountPercentage: item.discountPercentage,
    },
  ]
}

/** Up to four products like `product`: of its brand first, then the nearest in price. */
function relatedTo(product: StoredProduct): StoredProduct[] {
  const distance = (other: StoredProduct) =>
    (other.brand === product.brand ? 0 : 100_000_000) + Math.abs(other.price - product.price)
  return allProducts()
    .filter((other) => other.id !== product.id)
    .toSorted((a, b) => distance(a) - distance(b) || a.id - b.id)
    .slice(0, 4)
}

/** The product id of a `{productId}` body, or the 400 to answer. */
async function productIdOf(request: Request): Promise<number | Response> {
  const id = idOf((await readJsonObject(request))?.productId)
  if (id === undefined) return fieldError('productId', 'The product id must be a whole number.')
  return findProduct(id) ? id : new HttpResponse(null, { status: 404 })
}

const notFound = () => new HttpResponse(null, { status: 404 })

/** POST `{productId}` to one of the signed-in user's product lists (wishlist, cart): 201. */
const addProductHandler = (path: string, add: (userId: number, productId: number) => void) =>
  http.post(path, async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const productId = await productIdOf(request)
    if (productId instanceof Response) return productId
    add(auth.userId, productId)
    return HttpResponse.json({ productId }, { status: 201 })
  })

/** The address of a place-order body, its fields as text; what is missing is empty. */
function addressOf(body: Record<string, unknown> | undefined): DeliveryAddress {
  const sent = typeof body?.address === 'object' && body.address !== null ? body.address : {}
  const text = (name: string) => {
    const value = (sent as Record<string, unknown>)[name]
    return typeof value === 'string' ? value : ''
  }
  const type = text('addressType')
  return {
    fullName: text('fullName'),
    mobile: text('mobile'),
    house: text('house'),
    street: text('street'),
    landmark: text('landmark'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postalCode'),
    addressType: addressTypes.find((known) => known === type) ?? 'home',
  }
}

const problemMessages = {
  required: 'This field is required.',
  mobile: 'Enter a valid phone number.',
  postalCode: 'Enter a valid postal code.',
} as const

/** The number of the last order placed. */
const orders = defineStore(() => ({ last: 1000 }))

/**
 * The demo shop (SPEC.md section 7, "Shop"): the products, and the signed-in user's own wishlist
 * and cart. Beyond the spec: a product's answer names a few related products; `POST
 * /apps/ecommerce/cart/{productId}` with `{qty}` sets a quantity (1 to 10); `POST
 * /apps/ecommerce/place-order` places the cart's order and empties the cart.
 *
 * Access: every signed-in user shops, whatever their role (the client's `read ACL` is enough);
 * each has their own wishlist and cart. 401 without a valid token.
 */
export const ecommerceHandlers = [
  http.get('*/apps/ecommerce/products', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const search = new URL(request.url).searchParams
    const query = queryText(search)
    const matches = allProducts()
      .filter((product) => query === '' || product.name.toLowerCase().includes(query))
      .toSorted(sorters[sortOf(search)])
    return HttpResponse.json({
      products: pageOf(matches, pageParams(search, productsPerPage)).map((product) =>
        forUser(product, auth.userId),
      ),
      total: matches.length,
      userWishlist: wishlistOf(auth.userId).map((item) => item.productId),
      userCart: cartOf(auth.userId).map((item) => item.productId),
    })
  }),

  http.get('*/apps/ecommerce/products/:id', async ({ request, params }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const id = idOf(params.id)
    const product = id === undefined ? undefined : findProduct(id)
    // SPEC.md section 8: a missing product is a 404 with no message.
    if (!product) return notFound()
    return HttpResponse.json({
      product: forUser(product, auth.userId),
      relatedProducts: relatedTo(product).map((other) => forUser(other, auth.userId)),
    })
  }),

  http.get('*/apps/ecommerce/wishlist', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const products = wishlistOf(auth.userId).flatMap((item) => {
      const product = findProduct(item.productId)
      return product ? [forUser(product, auth.userId)] : []
    })
    return HttpResponse.json({ products })
  }),

  addProductHandler('*/apps/ecommerce/wishlist', addToWishlist),

  http.delete('*/apps/ecommerce/wishlist/:productId', async ({ request, params }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const productId = idOf(params.productId)
    if (productId === undefined || !removeFromWishlist(auth.userId, productId)) return notFound()
    return HttpResponse.json({ productId })
  }),

  http.get('*/apps/ecommerce/cart', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    return HttpResponse.json({
      products: cartOf(auth.userId).flatMap((item) => cartLine(item, auth.userId)),
    })
  }),

  addProductHandler('*/apps/ecommerce/cart', addToCart),

  http.post('*/apps/ecommerce/cart/:productId', async ({ request, params }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const productId = idOf(params.productId)
    const qty = (await readJsonObject(request))?.qty
    if (typeof qty !== 'number' || !Number.isSafeInteger(qty) || qty < 1 || qty > maxQuantity) {
      return fieldError('qty', `The quantity must be a whole number from 1 to ${maxQuantity}.`)
    }
    const item = productId === undefined ? undefined : setCartQuantity(auth.userId, productId, qty)
    if (!item) return notFound()
    return HttpResponse.json({ productId, qty })
  }),

  http.delete('*/apps/ecommerce/cart/:productId', async ({ request, params }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const productId = idOf(params.productId)
    if (productId === undefined || !removeFromCart(auth.userId, productId)) return notFound()
    return HttpResponse.json({ productId })
  }),

  http.post('*/apps/ecommerce/place-order', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const body = await readJsonObject(request)
    const address = addressOf(body)
    const problems = Object.entries(addressProblems(address))
    if (problems.length > 0) {
      return fieldErrors(
        Object.fromEntries(
          problems.map(([field, problem]) => [
            field,
            [problemMessages[problem as keyof typeof problemMessages] ?? 'This field is wrong.'],
          ]),
        ),
      )
    }
    const payment = typeof body?.payment === 'object' && body.payment !== null ? body.payment : {}
    const method = (payment as Record<string, unknown>).method
    if (!paymentMethods.some((known) => known === method)) {
      return fieldError('payment', 'Choose how to pay.')
    }
    const lines = cartOf(auth.userId).flatMap((item) => cartLine(item, auth.userId))
    if (lines.length === 0) return fieldError('cart', 'The cart is empty.')
    const totals = cartTotals(lines)
    const latest = lines
      .map((line) => line.shippingDate)
      .sort()
      .at(-1)!
    emptyCart(auth.userId)
    const number = (orders.get().last += 1)
    return HttpResponse.json(
      {
        order: {
          id: `#${number}`,
          placedAt: new Date().toISOString(),
          itemCount: totals.itemCount,
          total: totals.total,
          deliveryDate: latest,
        },
      },
      { status: 201 },
    )
  }),
]
