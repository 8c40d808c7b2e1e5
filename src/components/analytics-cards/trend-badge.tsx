import { useTranslation } from 'react-i18next'
import type { Formatters } from './use-formatters'

/** A change against the previous period: green and up, red and down, or flat. */
export function TrendBadge({ value, format }: { value: number; format: Formatters }) {
  const { t } = useTranslation()
  const direction = value > 0 ? 'up' : value < 0 ? 'down' : 'flat'
  const { icon, tone } = {
    up: { icon: 'pi-arrow-up-right', tone: 'success' },
    down: { icon: 'pi-arrow-down-right', tone: 'danger' },
    flat: { icon: 'pi-minus', tone: 'neutral' },
  }[direction]
  return (
    <span className={`dash-trend tone--${tone}`} title={t('home.card.vsPrevious')}>
      <i className={`pi ${icon}`} aria-hidden="true" />
      {format.change(value)}
      <span className="visually-hidden"> {t('home.card.vsPrevious')}</span>
    </span>
  )
}
