import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { InputNumber } from 'primereact/inputnumber'
import type { PendingRow } from '@models/lists/list-change'
import { maxQuantity, type CartLine } from '@models/shop/shop'
import { percentOf } from '@models/format/money'
import { ProductRating } from './product-rating'
import { productToggles } from './use-product-toggles'
import { productPath, shopPath, useShopFormat } from './use-shop-format'

type ShownLine = CartLine & PendingRow

/** One line of the cart: the product, its quantity, when it ships, its offers and discount. */
function CartLineItem({ line }: { line: ShownLine }) {
  const { t } = useTranslation('shop')
  const { money, day } = useShopFormat()
  const toggles = productToggles(line)
  const lineTotal = line.price * line.qty
  const qtyId = `qty-${line.id}`
  return (
    <li className={`cart-line${line.pending ? ' cart-line--pending' : ''}`}>
      <img src={line.image} alt="" width="96" height="96" className="cart-line__image" />
      <div className="cart-line__info">
        <h3 className="cart-line__name">
          <Link href={productPath(line.id)}>{line.name}</Link>
        </h3>
        <p className="cart-line__brand">{t('product.by', { brand: line.brand })}</p>
        <ProductRating rating={line.rating} />
        <p className="cart-line__stock">
          <span className="badge badge--success">{t('detail.inStock')}</span>
        </p>
        <div className="cart-line__qty">
          <label htmlFor={qtyId}>{t('checkout.cart.quantity')}</label>
          <InputNumber
            inputId={qtyId}
            value={line.qty}
            min={1}
            max={maxQuantity}
            showButtons
            buttonLayout="horizontal"
            size={2}
            allowEmpty={false}
            incrementButtonIcon="pi pi-plus"
            decrementButtonIcon="pi pi-minus"
            incrementButtonClassName="icon-button"
            decrementButtonClassName="icon-button"
            onValueChange={(event) => {
              const qty = event.value
              if (typeof qty === 'number' && qty >= 1 && qty <= maxQuantity && qty !== line.qty) {
                toggles.setQuantity(qty)
              }
            }}
          />
        </div>
      </div>
      <div className="cart-line__side">
        <p className="cart-line__price">
          {money(lineTotal)}
          {line.qty > 1 && (
            <span className="cart-line__each">
              {t('checkout.cart.each', { price: money(line.price) })}
            </span>
          )}
        </p>
        <p className="cart-line__discount">
          {t('checkout.cart.discount', {
            percent: line.discountPercentage,
            amount: money(percentOf(lineTotal, line.discountPercentage)),
          })}
        </p>
        <p className="cart-line__offers">{t('checkout.cart.offers', { count: line.offers })}</p>
        <p className="cart-line__shipping">
          <i className="pi pi-truck" aria-hidden="true" />
          {t('checkout.cart.shipsBy', { date: day(line.shippingDate) })}
        </p>
        <div className="cart-line__actions">
          <button
            type="button"
            className="btn btn--text"
            aria-disabled={line.pending}
            aria-label={t('checkout.cart.removeNamed', { name: line.name })}
            onClick={toggles.removeFromCart}
          >
            <i className="pi pi-times" aria-hidden="true" />
            {t('checkout.cart.remove')}
          </button>
          {!line.isInWishlist && (
            <button
              type="button"
              className="btn btn--text"
              aria-disabled={line.pending}
              aria-label={t('checkout.cart.saveNamed', { name: line.name })}
              onClick={toggles.toggleWishlist}
            >
              <i className="pi pi-heart" aria-hidden="true" />
              {t('checkout.cart.save')}
            </button>
          )}
        </div>
      </div>
    </li>
  )
}

/** The cart step: every line, or what to do when there is none. */
export function CartStep({ lines }: { lines: readonly ShownLine[] }) {
  const { t } = useTranslation('shop')
  if (lines.length === 0) {
    return (
      <section className="shop__empty">
        <i className="pi pi-shopping-cart" aria-hidden="true" />
        <h2>{t('checkout.cart.empty.title')}</h2>
        <p>{t('checkout.cart.empty.message')}</p>
        <Link href={shopPath} className="btn btn--primary">
          {t('wishlist.toShop')}
        </Link>
      </section>
    )
  }
  return (
    <section aria-labelledby="cart-title">
      <h2 id="cart-title" tabIndex={-1}>
        {t('checkout.cart.title', { count: lines.length })}
      </h2>
      <ul className="cart-lines">
        {lines.map((line) => (
          <CartLineItem key={line.id} line={line} />
        ))}
      </ul>
    </section>
  )
}
