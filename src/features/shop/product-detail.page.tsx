import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import { defaultListParams } from '@models/lists/list-params'
import type { PendingRow } from '@models/lists/list-change'
import type { Product } from '@models/shop/shop'
import { useRouteParams } from '@/components/route-params'
import { LoadError, LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'
import { useChangedQuery } from '@/services/list/use-changed-query'
import { listQuery } from '@/services/list/list-query'
import { useQuery } from '@/services/use-query'
import { isNotFound, useErrorText } from '@/services/load-error-text'
import { productList } from '@/services/shop/product-list'
import { productIdOf, productQuery } from '@/services/shop/shop-query'
import { CartButton, WishlistButton } from './product-buttons'
import { FreeShipping, ProductCard } from './product-card'
import { ProductRating } from './product-rating'
import { productPath, shopPath, useShopFormat } from './use-shop-format'
import './shop.css'

/**
 * A product's page (/apps/ecommerce/product-detail/:id): its picture, name, brand, price, stars,
 * description, free shipping, the colours it comes in, its cart and wishlist buttons, and related
 * products. An unknown id says so plainly; no id opens the shop's first product.
 */
export default function ProductDetailPage() {
  const { id: segment } = useRouteParams()
  if (segment === undefined) return <OpenFirstProduct />
  const id = productIdOf(segment)
  if (id === null) return <ProductNotFound />
  return <ProductDetail key={id} id={id} />
}

function ProductDetail({ id }: { id: number }) {
  const { t } = useTranslation('shop')
  const { page, error, loading, retry } = useChangedQuery(productList, productQuery(id))
  const errorText = useErrorText(error) ?? ''
  if (isNotFound(error)) return <ProductNotFound />
  if (!page) {
    if (loading) return <ProductSkeleton />
    return (
      <LoadError look="page" title={t('detail.loadFailed')} message={errorText} onRetry={retry} />
    )
  }
  const [product, ...related] = page.rows
  if (!product) return <ProductNotFound />
  return (
    <div className="page-stack">
      <nav className="breadcrumbs" aria-label={t('detail.breadcrumbs')}>
        <Link href={shopPath}>{t('shop.title')}</Link>
        <span aria-hidden="true">/</span>
        <span aria-current="page">{product.name}</span>
      </nav>
      <ProductInfo product={product} />
      {related.length > 0 && (
        <section className="related" aria-labelledby="related-title">
          <h2 id="related-title">{t('detail.related')}</h2>
          <div className="product-grid product-grid--grid">
            {related.map((other) => (
              <ProductCard key={other.id} product={other} headingLevel={3}>
                <WishlistButton product={other} />
                <CartButton product={other} />
              </ProductCard>
            ))}
          </div>
        </section>
      )}
    </div>
  )
}

function ProductInfo({ product }: { product: Product & PendingRow }) {
  const { t } = useTranslation('shop')
  const { money } = useShopFormat()
  const [color, setColor] = useState(product.colorOptions[0] ?? '')
  const colorsId = useId()
  return (
    <article className="card product-detail">
      <div className="product-detail__image">
        <img src={product.image} alt={product.name} width="360" height="360" />
      </div>
      <div className="product-detail__info">
        <h1>{product.name}</h1>
        <p className="product-detail__brand">{t('product.by', { brand: product.brand })}</p>
        <div className="product-detail__price-row">
          <span className="product-detail__price">{money(product.price)}</span>
          <ProductRating rating={product.rating} />
        </div>
        <p className="product-detail__stock">
          {t('detail.available')}{' '}
          <span className="badge badge--success">{t('detail.inStock')}</span>
        </p>
        <p className="product-detail__description">{product.description}</p>
        {product.hasFreeShipping && <FreeShipping />}
        <fieldset className="color-choice">
          <legend id={colorsId}>{t('detail.colors')}</legend>
          <div className="color-choice__options">
            {product.colorOptions.map((option) => (
              <label key={option} className={`color-choice__option tone--${option}`}>
                <input
                  type="radio"
                  name={`color-${product.id}`}
                  value={option}
                  checked={color === option}
                  onChange={() => setColor(option)}
                />
                <span className="color-choice__swatch" aria-hidden="true" />
                <span className="visually-hidden">
                  {t(`colors.${option}`, { defaultValue: option })}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="product-detail__actions">
          <CartButton product={product} />
          <WishlistButton product={product} withText />
        </div>
      </div>
    </article>
  )
}

function ProductSkeleton() {
  const { t } = useTranslation('shop')
  return (
    <LoadingPlaceholder label={t('detail.loading')} className="card product-detail">
      <SkeletonBlock className="product-detail__image-skeleton" />
      <div className="product-detail__info">
        <SkeletonBlock className="product-skeleton__title" />
        {Array.from({ length: 5 }, (_, index) => (
          <SkeletonBlock key={index} className="product-skeleton__line" />
        ))}
      </div>
    </LoadingPlaceholder>
  )
}

/** A product nobody sells (or no id at all): said plainly, with the way back to the shop. */
function ProductNotFound() {
  const { t } = useTranslation('shop')
  return (
    <section className="card shop__empty" aria-labelledby="product-not-found-title">
      <i className="pi pi-box" aria-hidden="true" />
      <h1 id="product-not-found-title">{t('detail.notFound.title')}</h1>
      <p>{t('detail.notFound.message')}</p>
      <Link href={shopPath} className="btn btn--primary">
        {t('detail.backToShop')}
      </Link>
    </section>
  )
}

/**
 * /apps/ecommerce/product-detail without an id (the page search's entry): opens the product the
 * shop shows first, in place of this URL, so Back does not come here again.
 */
function OpenFirstProduct() {
  const { t } = useTranslation('shop')
  const [, navigate] = useLocation()
  const { state, retry } = useQuery(listQuery(productList, defaultListParams(productList.shape)))
  const errorText = useErrorText(state.status === 'error' ? state.error : null) ?? ''
  const first = state.status === 'ready' ? state.data.rows[0] : undefined
  useEffect(() => {
    if (first) navigate(productPath(first.id), { replace: true })
  }, [first, navigate])
  if (state.status === 'error') {
    return (
      <LoadError look="page" title={t('detail.loadFailed')} message={errorText} onRetry={retry} />
    )
  }
  if (state.status === 'ready' && !first) return <ProductNotFound />
  return <ProductSkeleton />
}
