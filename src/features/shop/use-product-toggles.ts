import type { PendingRow } from '@models/lists/list-change'
import type { Product } from '@models/shop/shop'
import { changeProduct } from '@/services/shop/shop-changes'

/**
 * A product's toggles, each through the list pattern's optimistic change: shown at once, taken
 * back with a toast when refused. A product whose change is on its way takes no second one, so
 * that two calls about it never cross.
 */
export function productToggles(product: Product & PendingRow) {
  const unlessPending = (run: () => unknown) => () => {
    if (!product.pending) void run()
  }
  return {
    toggleWishlist: unlessPending(() =>
      changeProduct(product.id, { isInWishlist: !product.isInWishlist }),
    ),
    addToCart: unlessPending(() => changeProduct(product.id, { isInCart: true })),
    removeFromCart: unlessPending(() => changeProduct(product.id, { isInCart: false })),
    moveToCart: unlessPending(() =>
      changeProduct(product.id, { isInWishlist: false, isInCart: true }),
    ),
    removeFromWishlist: unlessPending(() => changeProduct(product.id, { isInWishlist: false })),
    setQuantity: (qty: number) => unlessPending(() => changeProduct(product.id, { qty }))(),
  }
}
