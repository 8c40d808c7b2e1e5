import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { PendingRow } from '@models/lists/list-change'
import type { Product } from '@models/shop/shop'
import { ProductRating } from './product-rating'
import { productPath, useShopFormat } from './use-shop-format'

/** The free-shipping tag. */
export function FreeShipping() {
  const { t } = useTranslation('shop')
  return (
    <span className="badge badge--success free-shipping">
      <i className="pi pi-truck" aria-hidden="true" />
      {t('product.freeShipping')}
    </span>
  )
}

/**
 * One product as the shop, the wishlist and a product's related products show it: its picture,
 * stars, price, name (a link to its page), brand, description and free-shipping tag, and the
 * screen's buttons under them. `layout` list lays it out in a row, with the whole description.
 */
export function ProductCard({
  product,
  layout = 'grid',
  headingLevel = 2,
  children,
}: {
  product: Product & PendingRow
  layout?: 'grid' | 'list'
  headingLevel?: 2 | 3
  children: ReactNode
}) {
  const { t } = useTranslation('shop')
  const { money } = useShopFormat()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const headingId = `product-${product.id}-name`
  return (
    <article
      className={`card product-card product-card--${layout}${product.pending ? ' product-card--pending' : ''}`}
      aria-labelledby={headingId}
    >
      <Link
        href={productPath(product.id)}
        className="product-card__image"
        tabIndex={-1}
        aria-hidden="true"
      >
        <img src={product.image} alt="" width="240" height="240" loading="lazy" />
      </Link>
      <div className="product-card__body">
        <div className="product-card__meta">
          <ProductRating rating={product.rating} />
          <span className="product-card__price">{money(product.price)}</span>
        </div>
        <Heading className="product-card__name" id={headingId}>
          <Link href={productPath(product.id)}>{product.name}</Link>
        </Heading>
        <p className="product-card__brand">{t('product.by', { brand: product.brand })}</p>
        <p className="product-card__description">{product.description}</p>
        {product.hasFreeShipping && <FreeShipping />}
      </div>
      <div className="product-card__actions">{children}</div>
    </article>
  )
}
