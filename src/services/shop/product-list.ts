import type { ListChange } from '@models/lists/list-change'
import { productsPerPage, type Product } from '@models/shop/shop'
import type { EditableListSource } from '@/services/list/list-source'
import { addTo, fetchProductPage, removeFrom, setQuantity } from './shop-api'

/** What a product's change may set: its place in the wishlist and the cart, and its quantity. */
export interface ProductPatch {
  isInWishlist?: boolean
  isInCart?: boolean
  qty?: number
}

/** A product's change: the shop adds no products (no draft), and updates what a user keeps. */
export type ProductChange = ListChange<never, ProductPatch>

/**
 * Sends a product's change as the shop's calls: each of its fields one call, the wishlist first
 * ("Move to cart" takes it out of the wishlist and puts it in the cart).
 */
async function sendProductChange(change: ProductChange, signal: AbortSignal): Promise<unknown> {
  if (change.kind !== 'update') throw new Error(`The shop does not ${change.kind} products.`)
  const id = Number(change.id)
  const { patch } = change
  if (patch.isInWishlist !== undefined) {
    await (patch.isInWishlist ? addTo : removeFrom)('wishlist', id, signal)
  }
  if (patch.isInCart !== undefined) await (patch.isInCart ? addTo : removeFrom)('cart', id, signal)
  if (patch.qty !== undefined) await setQuantity(id, patch.qty, signal)
  return undefined
}

/**
 * The shop's products (/apps/ecommerce/shop) on the list pattern: 9 a page, newest first (the
 * featured order) or by price, searched by name, all in the URL. Its changes are the user's own
 * wishlist, cart and quantities; every screen of the shop (the grid, a product, the wishlist, the
 * checkout's cart) shows them through this one source, so they show everywhere at once, and
 * are taken back everywhere when the server refuses one.
 */
export const productList: EditableListSource<Product, ProductChange> = {
  area: 'shop',
  shape: {
    perPage: productsPerPage,
    perPageOptions: [productsPerPage],
    // Featured means newest first; the server has no order by price other than price itself.
    sortColumn: 'featured',
    sort: 'asc',
    sortColumns: ['featured', 'price'],
    filters: {},
  },
  fetchPage: fetchProductPage,
  sendChange: sendProductChange,
  rowId: (product) => product.id,
  // No add is ever made: there is no draft to shape.
  draftRow: (draft) => draft,
  messages: {
    deleted: 'shop:toast.removed',
    refused: {
      add: 'shop:toast.refused',
      update: 'shop:toast.refused',
      delete: 'shop:toast.refused',
    },
  },
}
