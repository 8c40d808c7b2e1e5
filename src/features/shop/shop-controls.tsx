import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListView } from '@/services/list/use-list'
import type { Product } from '@models/shop/shop'

export type ShopLayout = 'grid' | 'list'

/** The orders of the shop, as its list sorts: featured (newest first), then by price either way. */
const sortChoices = [
  { value: 'featured', column: 'featured', order: 'asc' },
  { value: 'price-asc', column: 'price', order: 'asc' },
  { value: 'price-desc', column: 'price', order: 'desc' },
] as const

/** The shop's sort, a select. */
export function SortSelect({ list }: { list: ListView<Product> }) {
  const { t } = useTranslation('shop')
  const id = useId()
  const { sortColumn, sort } = list.params
  const current = sortColumn === 'price' ? `price-${sort}` : 'featured'
  return (
    <div className="shop__sort">
      <label htmlFor={id}>{t('shop.sortBy')}</label>
      <select
        id={id}
        className="input"
        value={current}
        onChange={(event) => {
          const choice = sortChoices.find((known) => known.value === event.target.value)
          if (choice) list.sort(choice.column, choice.order)
        }}
      >
        {sortChoices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {t(`shop.sort.${choice.value}`)}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Cards or rows: two buttons, the one shown pressed. */
export function LayoutToggle({
  layout,
  onChange,
}: {
  layout: ShopLayout
  onChange: (layout: ShopLayout) => void
}) {
  const { t } = useTranslation('shop')
  return (
    <div className="shop__layout" role="group" aria-label={t('shop.layout.label')}>
      {(['grid', 'list'] as const).map((choice) => (
        <button
          key={choice}
          type="button"
          className="icon-button"
          aria-pressed={layout === choice}
          aria-label={t(`shop.layout.${choice}`)}
          title={t(`shop.layout.${choice}`)}
          onClick={() => onChange(choice)}
        >
          <i className={choice === 'grid' ? 'pi pi-th-large' : 'pi pi-list'} aria-hidden="true" />
        </button>
      ))}
    </div>
  )
}
