import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import {
  calendarCategories,
  categoryColour,
  type CalendarCategory,
} from '@models/calendar/calendar'
import { Button } from '@/components/button'

/**
 * The sidebar: the "Add Event" button (or, without `onAdd`, a note that the calendar is view only)
 * and the category filter with its "View all" switch.
 */
export function CalendarSidebar({
  selected,
  allSelected,
  onAdd,
  onToggle,
  onAll,
}: {
  selected: readonly CalendarCategory[]
  allSelected: boolean
  onAdd?: () => void
  onToggle: (category: CalendarCategory) => void
  onAll: (on: boolean) => void
}) {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <div className="calendar-sidebar__inner">
      {onAdd ? (
        <Button icon="pi pi-plus" className="calendar-sidebar__add" onClick={onAdd}>
          {t('calendar.addEvent')}
        </Button>
      ) : (
        <p className="badge calendar-sidebar__read-only">
          <i className="pi pi-eye" aria-hidden="true" />
          {t('calendar.readOnly')}
        </p>
      )}
      <fieldset className="calendar-filter" aria-labelledby={headingId}>
        <legend className="visually-hidden">{t('calendar.filters.legend')}</legend>
        <h2 id={headingId} className="calendar-filter__heading">
          {t('calendar.filters.heading')}
        </h2>
        <label className="calendar-filter__option">
          <input
            type="checkbox"
            className="calendar-check"
            checked={allSelected}
            onChange={(event) => onAll(event.target.checked)}
          />
          <span>{t('calendar.filters.viewAll')}</span>
        </label>
        {calendarCategories.map((category) => (
          <label key={category} className="calendar-filter__option">
            <input
              type="checkbox"
              className={`calendar-check calendar-check--${categoryColour[category]}`}
              checked={selected.includes(category)}
              onChange={() => onToggle(category)}
            />
            <span>{t(`calendar.categories.${category}`)}</span>
          </label>
        ))}
      </fieldset>
    </div>
  )
}
