/**
 * The analytics dashboard bench (issue 16): its first visit, as run.mjs's full-visit report
 * measures it (JS weight, paint, the time to its first card's figure, the critical chain), against
 * its own budget.
 */
export const analyticsRoute = '/dashboard/analytics'
/** The dashboard's main content: the first card with its figure. */
export const analyticsFirstCard = '.dash-card .dash-figure__value'
export const analyticsBudgets = { firstVisitJsGzipKB: 250 }
