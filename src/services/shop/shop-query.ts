import { richerShaping } from '@models/lists/list-change'
import type { ListPage } from '@models/lists/list-params'
import type { CartLine, Product } from '@models/shop/shop'
import { queryCache } from '@/services/app-query-cache'
import type { EditableListSource } from '@/services/list/list-source'
import type { Query } from '@/services/query-cache'
import { prefetchList } from '@/services/list/list-query'
import { fetchCart, fetchProduct, fetchWishlist } from './shop-api'
import { productList, type ProductChange } from './product-list'

/*
 * The shop's questions, all under its list's area: a saved change to a product (wishlist, cart,
 * quantity) drops every one of them, and the screens on show ask again.
 */

/** A product's page: the product first, then the related ones. */
export function productQuery(id: number): Query<ListPage<Product>> {
  return {
    key: [productList.area, 'product', id],
    load: async (signal) => {
      const { product, relatedProducts } = await fetchProduct(id, signal)
      return { rows: [product, ...relatedProducts], total: 1 + relatedProducts.length }
    },
  }
}

export const wishlistQuery: Query<ListPage<Product>> = {
  key: [productList.area, 'wishlist'],
  load: async (signal) => {
    const rows = await fetchWishlist(signal)
    return { rows, total: rows.length }
  },
}

export const cartQuery: Query<ListPage<CartLine>> = {
  key: [productList.area, 'cart'],
  load: async (signal) => {
    const rows = await fetchCart(signal)
    return { rows, total: rows.length }
  },
}

/**
 * The cart's lines as a source of the shop's changes: the products' own, laid over lines that
 * hold a quantity besides. The cart comes whole, with no params.
 */
export const cartLines: EditableListSource<CartLine, ProductChange> = {
  ...productList,
  // The shop adds no products: there is never a draft.
  ...richerShaping<Product, CartLine, ProductChange>(productList, (draft) => draft),
  fetchPage: (_params, signal) => cartQuery.load(signal),
}

/** A product's id in a URL segment, or null when it is no id at all. */
export function productIdOf(segment: string | undefined): number | null {
  return segment !== undefined && /^\d{1,9}$/.test(segment) && Number(segment) > 0
    ? Number(segment)
    : null
}

/** The shop route's prefetch: the page of products its URL asks for. */
export function prefetchShop(search: string): void {
  prefetchList(productList, search)
}

/** The product route's prefetch: the product its URL names; with none, the shop's first page. */
export function prefetchProduct(params: Readonly<Record<string, string>>): void {
  const id = productIdOf(params.id)
  if (params.id === undefined) prefetchList(productList, '')
  else if (id !== null) queryCache.prefetch(productQuery(id))
}

export function prefetchWishlist(): void {
  queryCache.prefetch(wishlistQuery)
}

export function prefetchCart(): void {
  queryCache.prefetch(cartQuery)
}
