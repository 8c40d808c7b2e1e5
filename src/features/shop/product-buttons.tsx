import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { PendingRow } from '@models/lists/list-change'
import type { Product } from '@models/shop/shop'
import { checkoutPath } from './use-shop-format'
import { productToggles } from './use-product-toggles'

/** The wishlist heart: pressed while the product is in the wishlist. */
export function WishlistButton({
  product,
  withText = false,
}: {
  product: Product & PendingRow
  withText?: boolean
}) {
  const { t } = useTranslation('shop')
  const { toggleWishlist } = productToggles(product)
  const label = t(product.isInWishlist ? 'product.inWishlist' : 'product.addToWishlist', {
    name: product.name,
  })
  return (
    <button
      type="button"
      className={`btn btn--secondary wishlist-button${product.isInWishlist ? ' wishlist-button--on' : ''}`}
      aria-pressed={product.isInWishlist}
      aria-disabled={product.pending}
      aria-label={withText ? undefined : label}
      title={label}
      onClick={toggleWishlist}
    >
      <i className={product.isInWishlist ? 'pi pi-heart-fill' : 'pi pi-heart'} aria-hidden="true" />
      {withText && t('product.wishlist')}
    </button>
  )
}

/** "Add to cart", or once it is there, "View in cart" (a link to the checkout). */
export function CartButton({ product }: { product: Product & PendingRow }) {
  const { t } = useTranslation('shop')
  const { addToCart } = productToggles(product)
  if (product.isInCart) {
    return (
      <Link href={checkoutPath} className="btn btn--primary cart-action">
        <i className="pi pi-shopping-cart" aria-hidden="true" />
        {t('product.viewInCart')}
      </Link>
    )
  }
  return (
    <button
      type="button"
      className="btn btn--primary cart-action"
      aria-disabled={product.pending}
      aria-label={t('product.addToCartNamed', { name: product.name })}
      onClick={addToCart}
    >
      <i className="pi pi-shopping-cart" aria-hidden="true" />
      {t('product.addToCart')}
    </button>
  )
}
