import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { formatCount } from '@models/format/format-count'
import { useSession } from '@/services/session/session'
import { useCartCount } from '@/services/shop/cart-count'

/**
 * The navbar's cart: a link to the checkout with how many products the cart holds, first as the
 * session said at login, then as the shop follows it (every change shown at once).
 */
export function CartButton() {
  const { t } = useTranslation()
  const { user } = useSession()
  const count = useCartCount(user?.extras?.eCommerceCartItemsCount ?? 0)
  const label = t('nav.cart', { count })
  return (
    <Link
      href="/apps/ecommerce/checkout"
      className="icon-button cart-button"
      aria-label={label}
      title={label}
    >
      <i className="pi pi-shopping-cart" aria-hidden="true" />
      {count > 0 && (
        <span className="cart-button__count" aria-hidden="true">
          {formatCount(count)}
        </span>
      )}
    </Link>
  )
}
