import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { dayLabel } from './chat-dates'

/** The label above the first message of a day: Today, Yesterday, a weekday or a date. */
export const DaySeparator = memo(function DaySeparator({ date, now }: { date: Date; now: Date }) {
  const { t, i18n } = useTranslation()
  const label = dayLabel(date, i18n.language, now)
  return (
    <div className="chat-day">
      <span className="chat-day__label">
        {label.kind === 'text' ? label.text : t(`chat.dayLabel.${label.kind}`)}
      </span>
    </div>
  )
})
