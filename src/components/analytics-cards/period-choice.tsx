import './analytics-cards.css'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { analyticsPeriods, type AnalyticsPeriod } from '@models/analytics/analytics-cards'
import { periodKeys } from './analytics-period'

interface PeriodChoiceProps {
  value: AnalyticsPeriod
  onChange: (period: AnalyticsPeriod) => void
}

/**
 * The analytics period of every card, as one row of radio buttons: all three choices are visible
 * at once, and arrow keys move between them as in any radio group.
 */
export function PeriodChoice({ value, onChange }: PeriodChoiceProps) {
  const { t } = useTranslation()
  const name = useId()
  return (
    <fieldset className="period-choice">
      <legend className="visually-hidden">{t('home.period.label')}</legend>
      {analyticsPeriods.map((period) => (
        <label
          key={period}
          className={`period-choice__option${period === value ? ' period-choice__option--active' : ''}`}
        >
          <input
            type="radio"
            className="period-choice__input"
            name={name}
            value={period}
            checked={period === value}
            onChange={() => onChange(period)}
          />
          {t(periodKeys[period].name)}
        </label>
      ))}
    </fieldset>
  )
}
