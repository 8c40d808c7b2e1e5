import { accounts } from '../session/accounts.ts'
import { seededRandom } from '../server/seeded-random.ts'
import { defineStore } from '../server/store.ts'

/** A wishlist item (SPEC.md section 3). */
export interface WishlistItem {
  id: number
  productId: number
}

/**
 * A cart item (SPEC.md section 3), with what the cart view adds, drawn once when the product is
 * put in the cart so that the cart does not change every time it is read: offers (1 to 4), the
 * discount (3 to 20 %) and the day it ships, as days after today (2 to 8: the week after
 * tomorrow).
 */
export interface CartItem {
  id: number
  productId: number
  qty: number
  offers: number
  discountPercentage: number
  shipsInDays: number
}

interface ShopLists {
  wishlists: Map<number, WishlistItem[]>
  carts: Map<number, CartItem[]>
  nextId: number
  random: () => number
}

const between = (random: () => number, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1))

function cartItem(lists: ShopLists, productId: number): CartItem {
  const { random } = lists
  return {
    id: lists.nextId++,
    productId,
    qty: 1,
    offers: between(random, 1, 4),
    discountPercentage: between(random, 3, 20),
    shipsInDays: between(random, 2, 8),
  }
}

/**
 * Each user's wishlist and cart. The admin starts with five products in the cart (the count the
 * session's `extras.eCommerceCartItemsCount` gives at login) and three in the wishlist; every
 * other user with none.
 */
function seedLists(): ShopLists {
  const lists: ShopLists = {
    wishlists: new Map(),
    carts: new Map(),
    nextId: 1,
    random: seededRandom(15),
  }
  lists.carts.set(
    1,
    [2, 7, 11, 15, 23].map((productId) => cartItem(lists, productId)),
  )
  lists.wishlists.set(
    1,
    [1, 8, 19].map((productId) => ({ id: lists.nextId++, productId })),
  )
  return lists
}

const shopLists = defineStore(seedLists)

export function wishlistOf(userId: number): WishlistItem[] {
  const { wishlists } = shopLists.get()
  let list = wishlists.get(userId)
  if (!list) wishlists.set(userId, (list = []))
  return list
}

export function cartOf(userId: number): CartItem[] {
  const { carts } = shopLists.get()
  let list = carts.get(userId)
  if (!list) carts.set(userId, (list = []))
  return list
}

/** Keeps the account's cart count (what the next login's `extras` say) with its cart. */
function countCart(userId: number): void {
  const account = accounts.get().find((known) => known.id === userId)
  if (account) account.extras.eCommerceCartItemsCount = cartOf(userId).length
}

/** Adds a product to the wishlist; false when it was there already. */
export function addToWishlist(userId: number, productId: number): boolean {
  const list = wishlistOf(userId)
  if (list.some((item) => item.productId === productId)) return false
  list.push({ id: shopLists.get().nextId++, productId })
  return true
}

/** Takes a product out of the wishlist; false when it was not there. */
export function removeFromWishlist(userId: number, productId: number): boolean {
  const list = wishlistOf(userId)
  const index = list.findIndex((item) => item.productId === productId)
  if (index < 0) return false
  list.splice(index, 1)
  return true
}

/** Adds a product to the cart, one of it; false when it was there already. */
export function addToCart(userId: number, productId: number): boolean {
  const list = cartOf(userId)
  if (list.some((item) => item.productId === productId)) return false
  list.push(cartItem(shopLists.get(), productId))
  countCart(userId)
  return true
}

export function removeFromCart(userId: number, productId: number): boolean {
  const list = cartOf(userId)
  const index = list.findIndex((item) => item.productId === productId)
  if (index < 0) return false
  list.splice(index, 1)
  countCart(userId)
  return true
}

/** Sets how many of a product the cart holds; the item, or undefined when it is not in the cart. */
export function setCartQuantity(
  userId: number,
  productId: number,
  qty: number,
): CartItem | undefined {
  const item = cartOf(userId).find((line) => line.productId === productId)
  if (item) item.qty = qty
  return item
}

export function emptyCart(userId: number): void {
  cartOf(userId).length = 0
  countCart(userId)
}
