import { listChangesOf, type ChangeOutcome } from '@/services/list/list-changes'
import { noteCartChangeSaved, noteCartChangesOnTheirWay } from './cart-count'
import { productList, type ProductChange, type ProductPatch } from './product-list'

/** How a change moves the cart's count: +1 put in, -1 taken out, 0 otherwise. */
function cartDelta(change: ProductChange): number {
  if (change.kind !== 'update') return 0
  const { isInCart } = change.patch
  return isInCart === undefined ? 0 : isInCart ? 1 : -1
}

let watching = false

/** The navbar's cart count follows the shop's changes: at once, and still once they are saved. */
function watchCart(): void {
  if (watching) return
  watching = true
  const changes = listChangesOf(productList)
  changes.subscribe(() =>
    noteCartChangesOnTheirWay(
      changes.current().reduce((sum, shown) => sum + cartDelta(shown.change), 0),
    ),
  )
  changes.onSettled((shown, outcome) => {
    if (outcome.status === 'done') noteCartChangeSaved(cartDelta(shown.change))
  })
}

/**
 * Changes a product for the signed-in user through the list pattern's one optimistic path: a
 * wishlist heart, Add to cart, a quantity. Shown at once on every screen of the shop and in the
 * navbar's count, sent, and taken back with the error catalogue's toast when the server refuses.
 */
export function changeProduct(id: number, patch: ProductPatch): Promise<ChangeOutcome> {
  watchCart()
  return listChangesOf(productList).start({ kind: 'update', id, patch: { ...patch } })
}
