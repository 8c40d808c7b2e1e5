import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatCents } from '@models/format/money'

/** How the shop writes money and days, in the chosen language. */
export function useShopFormat() {
  const { i18n } = useTranslation('shop')
  const language = i18n.resolvedLanguage ?? i18n.language
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(language, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    })
    return {
      /** Integer cents as the language writes money. */
      money: (cents: number) => formatCents(cents, language),
      /** A `YYYY-MM-DD` day: "Tue, Jun 11", "mar. 11 juin". */
      day: (text: string) => {
        const time = Date.parse(`${text}T00:00:00Z`)
        return Number.isNaN(time) ? text : day.format(time)
      },
    }
  }, [language])
}

export const productPath = (id: number) => `/apps/ecommerce/product-detail/${id}`
export const checkoutPath = '/apps/ecommerce/checkout'
export const shopPath = '/apps/ecommerce/shop'
