import { percentOf } from '../format/money.ts'

/** What the price details of a cart need of each line (models/shop/shop.ts' CartLine has it). */
export interface PricedLine {
  /** In cents, one item. */
  price: number
  qty: number
  discountPercentage: number
  hasFreeShipping: boolean
}

/** The cart's price details, in cents (the checkout's "Price details"). */
export interface CartTotals {
  /** Every line's price times its quantity. */
  bagTotal: number
  /** Every line's discount, each rounded to the cent on its own line. */
  discount: number
  /** Free when every line ships free, else one flat charge. */
  delivery: number
  /** What the order costs: bag total less discount plus delivery. */
  total: number
  /** How many items (quantities added up). */
  itemCount: number
}

/** The flat delivery charge of a cart with a line that does not ship free: $5.00. */
export const deliveryCents = 500

/** The price details of `lines`. Integer cents throughout, so they always add up. */
export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  let bagTotal = 0
  let discount = 0
  let itemCount = 0
  for (const line of lines) {
    const lineTotal = line.price * line.qty
    bagTotal += lineTotal
    discount += percentOf(lineTotal, line.discountPercentage)
    itemCount += line.qty
  }
  const delivery =
    lines.length > 0 && lines.some((line) => !line.hasFreeShipping) ? deliveryCents : 0
  return { bagTotal, discount, delivery, total: bagTotal - discount + delivery, itemCount }
}
