/**
 * The shop bench (issue 15): the first visit of the shop by a signed-in user, cold cache. Its JS
 * weight, paint, first cards and critical chain come from run.mjs's full-visit report; this module
 * names the route, what its main content is, and its budget.
 */

export const shopRoute = '/apps/ecommerce/shop'
/** The shop's main content: the name of its first product card. */
export const shopFirstCard = '.product-grid .product-card__name'
export const shopBudgets = { firstVisitJsGzipKB: 250 }
