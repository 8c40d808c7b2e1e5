import { useLocation, useSearch } from 'wouter'
import { defaultAnalyticsPeriod, type AnalyticsPeriod } from '@models/analytics/analytics-cards'
import { periodFromSearch } from '@/services/analytics/card-prefetch'

/**
 * The analytics period in the address (`?period=last-year`; the default is left out), so a
 * reload, Back and a pasted link show the same figures. A period the dashboard does not offer
 * reads as the default, as the route's prefetch reads it.
 */
export function usePeriodParam(): [AnalyticsPeriod, (period: AnalyticsPeriod) => void] {
  const search = useSearch()
  const [path, navigate] = useLocation()
  const period = periodFromSearch(search)
  const choose = (next: AnalyticsPeriod) => {
    const params = new URLSearchParams(search)
    if (next === defaultAnalyticsPeriod) params.delete('period')
    else params.set('period', next)
    const query = params.toString()
    navigate(query ? `${path}?${query}` : path)
  }
  return [period, choose]
}
