import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createActor } from 'xstate'
import {
  calendarCategories,
  visibleEvents,
  type CalendarCategory,
  type CalendarEvent,
} from '@models/calendar/calendar'
import { calendarFilterMachine, toggled } from '@machines/calendar/calendar-filter.machine'
import type { CalendarFilterEvent } from '@machines/calendar/calendar-filter.types'
import type { ModelPath } from '../support/model-paths'
import { describeGeneratedPaths } from '../support/describe-generated-paths'
import { calendarFilterPaths, filterStateKey, filterStepLabel } from './calendar-filter-model'

const paths = calendarFilterPaths()

/** The filter's rule, written apart from the machine: what a step does to the selection. */
function expectedSelection(
  before: readonly CalendarCategory[],
  event: CalendarFilterEvent,
): CalendarCategory[] {
  if (event.type === 'calendar.filter.all') return event.on ? [...calendarCategories] : []
  const on = new Set(before)
  if (on.has(event.category)) on.delete(event.category)
  else on.add(event.category)
  return calendarCategories.filter((category) => on.has(category))
}

const stateOf = (selected: readonly CalendarCategory[]) =>
  selected.length === calendarCategories.length ? 'all' : selected.length === 0 ? 'none' : 'some'

/** One event per category, so the events shown can be checked against the selection. */
const oneOfEach: CalendarEvent[] = calendarCategories.map((category, index) => ({
  id: index + 1,
  title: category,
  start: '2026-11-02',
  end: null,
  allDay: true,
  url: '',
  category,
  guests: [],
  location: '',
  description: '',
}))

function run(path: ModelPath<CalendarFilterEvent>) {
  const actor = createActor(calendarFilterMachine).start()
  expect(actor.getSnapshot().context.selected, 'every category is selected at first').toEqual([
    ...calendarCategories,
  ])
  for (const { event, state } of path.steps.slice(1)) {
    const before = actor.getSnapshot().context.selected
    actor.send(event)
    const after = actor.getSnapshot()
    const selected = expectedSelection(before, event)
    expect(filterStateKey(after), filterStepLabel(event)).toBe(filterStateKey(state))
    expect(after.context.selected, filterStepLabel(event)).toEqual(selected)
    expect(after.value, filterStepLabel(event)).toBe(stateOf(selected))
    expect(
      visibleEvents(oneOfEach, after.context.selected).map((item) => item.category),
      'the events shown are those of the selected categories',
    ).toEqual(selected)
  }
  actor.stop()
}

describeGeneratedPaths('calendar filter machine (generated paths)', {
  machine: calendarFilterMachine,
  paths,
  run,
  leftOut: { event: (event) => filterStepLabel(event) === 'view all off' },
})

describe('calendar filter machine (behaviour)', () => {
  it('turns one category off and on again without touching the others', () => {
    const actor = createActor(calendarFilterMachine).start()
    actor.send({ type: 'calendar.filter.toggle', category: 'Family' })
    expect(actor.getSnapshot().context.selected).toEqual(['Personal', 'Business', 'Holiday', 'ETC'])
    expect(actor.getSnapshot().value).toBe('some')
    actor.send({ type: 'calendar.filter.toggle', category: 'Family' })
    expect(actor.getSnapshot().context.selected).toEqual([...calendarCategories])
    expect(actor.getSnapshot().value).toBe('all')
  })

  it('shows nothing once the last selected category is turned off', () => {
    const actor = createActor(calendarFilterMachine).start()
    actor.send({ type: 'calendar.filter.all', on: false })
    actor.send({ type: 'calendar.filter.toggle', category: 'ETC' })
    actor.send({ type: 'calendar.filter.toggle', category: 'ETC' })
    expect(actor.getSnapshot().value).toBe('none')
    expect(visibleEvents(oneOfEach, actor.getSnapshot().context.selected)).toEqual([])
  })

  it('always shows exactly the events of the selected categories, whatever the clicks', () => {
    const eventArbitrary = fc.oneof(
      fc
        .constantFrom(...calendarCategories)
        .map((category): CalendarFilterEvent => ({ type: 'calendar.filter.toggle', category })),
      fc.boolean().map((on): CalendarFilterEvent => ({ type: 'calendar.filter.all', on })),
    )
    const calendarEvent = fc.record({
      id: fc.nat(),
      category: fc.constantFrom(...calendarCategories),
    })
    fc.assert(
      fc.property(
        fc.array(eventArbitrary, { maxLength: 30 }),
        fc.array(calendarEvent, { maxLength: 20 }),
        (clicks, picked) => {
          const loaded = picked.map((item) => ({ ...oneOfEach[0]!, ...item }))
          const actor = createActor(calendarFilterMachine).start()
          let model: CalendarCategory[] = [...calendarCategories]
          for (const click of clicks) {
            actor.send(click)
            model = expectedSelection(model, click)
            const shown = visibleEvents(loaded, actor.getSnapshot().context.selected)
            expect(shown).toEqual(loaded.filter((item) => model.includes(item.category)))
            expect(toggled(model, 'ETC').includes('ETC')).toBe(!model.includes('ETC'))
          }
          actor.stop()
        },
      ),
    )
  })
})
