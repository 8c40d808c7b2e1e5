import type { ListPage, ListParams } from '@models/lists/list-params'
import {
  cartAnswerSchema,
  orderAnswerSchema,
  productAnswerSchema,
  productPageSchema,
  wishlistAnswerSchema,
  type CartLine,
  type Order,
  type Product,
  type ProductSort,
} from '@models/shop/shop'
import type { OrderRequest } from '@machines/checkout/checkout.types'
import { http } from '@/services/http'
import { parseResponse } from '@/services/parse-response'
import { noteCartCount } from './cart-count'

/** The server's `sortBy` for the list's sort: featured (newest first), or by price either way. */
export function sortByOf(params: ListParams): ProductSort {
  if (params.sortColumn !== 'price') return 'featured'
  return params.sort === 'desc' ? 'price-desc' : 'price-asc'
}

/** One page of the products that match (`GET /apps/ecommerce/products`). */
export async function fetchProductPage(
  params: ListParams,
  signal?: AbortSignal,
): Promise<ListPage<Product>> {
  const searchParams = {
    q: params.q,
    sortBy: sortByOf(params),
    perPage: String(params.perPage),
    page: String(params.page),
  }
  const body = await http.get('apps/ecommerce/products', { signal, searchParams }).json()
  const { products, total, userCart } = parseResponse(productPageSchema, body, 'product list')
  noteCartCount(userCart.length)
  return { rows: products, total }
}

/** One product and a few like it (`GET /apps/ecommerce/products/{id}`); a 404 when there is none. */
export async function fetchProduct(
  id: number,
  signal?: AbortSignal,
): Promise<{ product: Product; relatedProducts: Product[] }> {
  const body = await http.get(`apps/ecommerce/products/${id}`, { signal }).json()
  return parseResponse(productAnswerSchema, body, 'product')
}

/** The signed-in user's wishlist (`GET /apps/ecommerce/wishlist`). */
export async function fetchWishlist(signal?: AbortSignal): Promise<Product[]> {
  const body = await http.get('apps/ecommerce/wishlist', { signal }).json()
  return parseResponse(wishlistAnswerSchema, body, 'wishlist').products
}

/** The signed-in user's cart (`GET /apps/ecommerce/cart`), with shipping dates, offers and discounts. */
export async function fetchCart(signal?: AbortSignal): Promise<CartLine[]> {
  const body = await http.get('apps/ecommerce/cart', { signal }).json()
  const lines = parseResponse(cartAnswerSchema, body, 'cart').products
  noteCartCount(lines.length)
  return lines
}

type ShopList = 'wishlist' | 'cart'

/** Puts a product in the wishlist or the cart (`POST /apps/ecommerce/<list>` with `{productId}`). */
export async function addTo(list: ShopList, productId: number, signal?: AbortSignal) {
  await http.post(`apps/ecommerce/${list}`, { json: { productId }, signal })
}

/** Takes a product out of the wishlist or the cart (`DELETE /apps/ecommerce/<list>/{productId}`). */
export async function removeFrom(list: ShopList, productId: number, signal?: AbortSignal) {
  await http.delete(`apps/ecommerce/${list}/${productId}`, { signal })
}

/** Sets how many of a product the cart holds (`POST /apps/ecommerce/cart/{productId}` with `{qty}`). */
export async function setQuantity(productId: number, qty: number, signal?: AbortSignal) {
  await http.post(`apps/ecommerce/cart/${productId}`, { json: { qty }, signal })
}

/** Places the cart's order (`POST /apps/ecommerce/place-order`); the server empties the cart. */
export async function placeOrder(request: OrderRequest, signal?: AbortSignal): Promise<Order> {
  const body = await http.post('apps/ecommerce/place-order', { json: request, signal }).json()
  return parseResponse(orderAnswerSchema, body, 'order').order
}
