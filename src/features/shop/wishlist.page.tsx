import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { LoadError, LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'
import { useChangedQuery } from '@/services/list/use-changed-query'
import { useErrorText } from '@/services/load-error-text'
import { productList } from '@/services/shop/product-list'
import { wishlistQuery } from '@/services/shop/shop-query'
import { ProductCard } from './product-card'
import { productToggles } from './use-product-toggles'
import { shopPath } from './use-shop-format'
import { CartButton } from './product-buttons'
import './shop.css'

/**
 * The wishlist (/apps/ecommerce/wishlist): the products the user saved, each to move to the cart
 * or remove. Either shows at once (the product leaves the list) and comes back if refused.
 */
export default function WishlistPage() {
  const { t } = useTranslation('shop')
  const { page, error, loading, retry } = useChangedQuery(productList, wishlistQuery)
  const errorText = useErrorText(error) ?? ''
  const saved = page?.rows.filter((product) => product.isInWishlist) ?? []

  return (
    <div className="page-stack shop">
      <header className="page-header">
        <h1>{t('wishlist.title')}</h1>
        <p>{t('wishlist.subtitle')}</p>
      </header>
      {error !== null && (
        <LoadError
          look={page ? 'line' : 'page'}
          title={t(page ? 'wishlist.refreshFailed' : 'wishlist.loadFailed')}
          message={errorText}
          onRetry={retry}
        />
      )}
      {loading && (
        <LoadingPlaceholder
          label={t('wishlist.loading')}
          className="product-grid product-grid--grid"
        >
          {Array.from({ length: 3 }, (_, index) => (
            <SkeletonBlock key={index} className="product-skeleton" />
          ))}
        </LoadingPlaceholder>
      )}
      {page && saved.length === 0 && (
        <section className="card shop__empty">
          <i className="pi pi-heart" aria-hidden="true" />
          <h2>{t('wishlist.empty.title')}</h2>
          <p>{t('wishlist.empty.message')}</p>
          <Link href={shopPath} className="btn btn--primary">
            {t('wishlist.toShop')}
          </Link>
        </section>
      )}
      {saved.length > 0 && (
        <div className="product-grid product-grid--grid">
          {saved.map((product) => {
            const toggles = productToggles(product)
            return (
              <ProductCard key={product.id} product={product}>
                <button
                  type="button"
                  className="btn btn--secondary"
                  aria-disabled={product.pending}
                  aria-label={t('wishlist.removeNamed', { name: product.name })}
                  onClick={toggles.removeFromWishlist}
                >
                  <i className="pi pi-times" aria-hidden="true" />
                  {t('wishlist.remove')}
                </button>
                {product.isInCart ? (
                  <CartButton product={product} />
                ) : (
                  <button
                    type="button"
                    className="btn btn--primary cart-action"
                    aria-disabled={product.pending}
                    aria-label={t('wishlist.moveNamed', { name: product.name })}
                    onClick={toggles.moveToCart}
                  >
                    <i className="pi pi-shopping-cart" aria-hidden="true" />
                    {t('wishlist.moveToCart')}
                  </button>
                )}
              </ProductCard>
            )
          })}
        </div>
      )}
    </div>
  )
}
