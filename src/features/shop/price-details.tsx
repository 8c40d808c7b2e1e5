import { useTranslation } from 'react-i18next'
import type { CartTotals } from '@models/shop/shop-cart'
import { useShopFormat } from './use-shop-format'

/** The cart's price details: bag total, its discount, delivery and what the order costs. */
export function PriceDetails({ totals }: { totals: CartTotals }) {
  const { t } = useTranslation('shop')
  const { money } = useShopFormat()
  return (
    <section className="price-details" aria-labelledby="price-details-title">
      <h2 id="price-details-title">{t('checkout.price.title')}</h2>
      <dl>
        <div>
          <dt>{t('checkout.price.bagTotal')}</dt>
          <dd>{money(totals.bagTotal)}</dd>
        </div>
        <div>
          <dt>{t('checkout.price.discount')}</dt>
          <dd className="price-details__discount">−{money(totals.discount)}</dd>
        </div>
        <div>
          <dt>{t('checkout.price.delivery')}</dt>
          <dd>
            {totals.delivery === 0 ? (
              <span className="badge badge--success">{t('checkout.price.free')}</span>
            ) : (
              money(totals.delivery)
            )}
          </dd>
        </div>
        <div className="price-details__total">
          <dt>{t('checkout.price.total')}</dt>
          <dd>{money(totals.total)}</dd>
        </div>
      </dl>
    </section>
  )
}
