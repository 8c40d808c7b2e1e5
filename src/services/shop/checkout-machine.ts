import i18next from 'i18next'
import { checkoutMachine } from '@machines/checkout/checkout.machine'
import { apiActor } from '@/services/api-actor'
import { queryCache } from '@/services/app-query-cache'
import { reportError } from '@/services/error-catalogue'
import { noteCartCount } from './cart-count'
import { placeOrder } from './shop-api'
import { productList } from './product-list'

/**
 * The checkout wizard with the real order call: a placed order empties the cart on every screen
 * (and in the navbar's count); a refused one is told as the error catalogue says.
 */
export const appCheckoutMachine = checkoutMachine.provide({
  actors: { placeOrder: apiActor(placeOrder) },
  actions: {
    reportFailure: (_, { error }) =>
      void reportError(error, i18next.t('shop:checkout.toast.orderRefused')),
    orderPlaced: () => {
      noteCartCount(0)
      queryCache.invalidate([productList.area])
    },
  },
})
