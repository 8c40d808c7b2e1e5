import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { onWeekEdgeKey } from '@/components/pickers/week-edge-keys'

/**
 * December 2026 as PrimeReact's calendar draws it, weeks from Sunday: a day is a span in a cell,
 * the days of November and January are cells marked `data-p-other-month`. `calendarKeys` stands
 * for PrimeReact's own handler on each day, which goes to the next month at a week's end.
 */
function December({ calendarKeys }: { calendarKeys: (key: string) => void }) {
  const weeks: { day: number; other: boolean }[][] = []
  const days = [29, 30, ...Array.from({ length: 31 }, (_, index) => index + 1), 1, 2]
  for (let start = 0; start < days.length; start += 7) {
    weeks.push(
      days.slice(start, start + 7).map((day, index) => ({
        day,
        other: (start === 0 && index < 2) || (start === 28 && index > 4),
      })),
    )
  }
  return (
    <div onKeyDownCapture={onWeekEdgeKey}>
      <table className="p-datepicker-calendar">
        <tbody>
          {weeks.map((week, row) => (
            <tr key={row}>
              {week.map(({ day, other }) => (
                <td key={`${row}-${day}`} data-p-other-month={other}>
                  <span
                    tabIndex={-1}
                    data-p-disabled={false}
                    onKeyDown={(event) => calendarKeys(event.key)}
                  >
                    {other ? `other ${day}` : day}
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function setUp(day: string) {
  const calendarKeys = vi.fn()
  render(<December calendarKeys={calendarKeys} />)
  screen.getByText(day, { exact: true }).focus()
  return { user: userEvent.setup(), calendarKeys }
}

const focused = () => document.activeElement?.textContent

describe('the date picker’s arrows at the edge of a week', () => {
  it('go from a Saturday to the Sunday after it, and back, not to another month', async () => {
    // Saturday 12 December 2026 ends its week: Right there landed on 1 January 2027.
    const { user, calendarKeys } = setUp('12')
    await user.keyboard('{ArrowRight}')
    expect(focused()).toBe('13')
    await user.keyboard('{ArrowLeft}')
    expect(focused()).toBe('12')
    expect(calendarKeys).not.toHaveBeenCalled()
  })

  it('leave a move within a week to the calendar', async () => {
    const { user, calendarKeys } = setUp('16')
    await user.keyboard('{ArrowRight}')
    expect(calendarKeys).toHaveBeenCalledWith('ArrowRight')
  })

  it('leave the month’s edges to the calendar, which changes the month', async () => {
    const { user, calendarKeys } = setUp('31')
    await user.keyboard('{ArrowRight}')
    expect(calendarKeys).toHaveBeenCalledWith('ArrowRight')
    expect(focused()).toBe('31')
  })
})
