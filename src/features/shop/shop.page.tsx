import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useList } from '@/services/list/use-list'
import { productList } from '@/services/shop/product-list'
import { useErrorText } from '@/services/load-error-text'
import { ListToolbar } from '@/components/list-table/list-toolbar'
import { ListPaginator } from '@/components/list-table/list-paginator'
import { LoadError, LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'
import { ProductCard } from './product-card'
import { CartButton, WishlistButton } from './product-buttons'
import { SortSelect, LayoutToggle, type ShopLayout } from './shop-controls'
import './shop.css'

const layoutKey = 'shop.layout'

function storedLayout(): ShopLayout {
  try {
    return localStorage.getItem(layoutKey) === 'list' ? 'list' : 'grid'
  } catch {
    return 'grid'
  }
}

/**
 * The shop (/apps/ecommerce/shop): the products as cards, 9 a page, on the list pattern (search,
 * sort and page in the URL); each with its wishlist heart and Add to cart or View in cart. Cards
 * or rows, as the user chose last.
 */
export default function ShopPage() {
  const { t } = useTranslation('shop')
  const list = useList(productList)
  const [layout, setLayout] = useState<ShopLayout>(storedLayout)
  const errorText = useErrorText(list.error) ?? ''
  const chooseLayout = (next: ShopLayout) => {
    setLayout(next)
    try {
      localStorage.setItem(layoutKey, next)
    } catch {
      // Private mode: the choice lasts for this visit.
    }
  }

  return (
    <div className="page-stack shop">
      <header className="page-header">
        <h1>{t('shop.title')}</h1>
        <p>{t('shop.subtitle')}</p>
      </header>
      <section className="card shop__toolbar" aria-label={t('shop.controls')}>
        <ListToolbar list={list} searchLabel={t('shop.search')}>
          <SortSelect list={list} />
          <LayoutToggle layout={layout} onChange={chooseLayout} />
        </ListToolbar>
        {list.page && (
          <p className="shop__count" role="status">
            {t('shop.count', { count: list.page.total })}
          </p>
        )}
      </section>
      {list.status === 'failed' && (
        <LoadError
          look={list.page ? 'line' : 'page'}
          title={t(list.page ? 'shop.refreshFailed' : 'shop.loadFailed')}
          message={errorText}
          onRetry={list.retry}
        />
      )}
      {!list.page && list.status !== 'failed' && (
        <LoadingPlaceholder
          label={t('shop.loading')}
          className={`product-grid product-grid--${layout}`}
        >
          {Array.from({ length: 6 }, (_, index) => (
            <SkeletonBlock key={index} className="product-skeleton" />
          ))}
        </LoadingPlaceholder>
      )}
      {list.page && list.page.rows.length === 0 && (
        <section className="card shop__empty">
          <i className="pi pi-search" aria-hidden="true" />
          <h2>{t('shop.empty.title')}</h2>
          <p>{t('shop.empty.message')}</p>
        </section>
      )}
      {list.page && list.page.rows.length > 0 && (
        <div
          className={`product-grid product-grid--${layout}${list.dimmed ? ' product-grid--dimmed' : ''}`}
          aria-busy={list.status === 'loading'}
        >
          {list.page.rows.map((product) => (
            <ProductCard key={product.id} product={product} layout={layout}>
              <WishlistButton product={product} withText={layout === 'list'} />
              <CartButton product={product} />
            </ProductCard>
          ))}
        </div>
      )}
      <ListPaginator list={list} />
    </div>
  )
}
