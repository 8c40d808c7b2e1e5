import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  GETTING_STARTED_KEY,
  loadProgress,
  parseProgress,
  progressPercent,
  saveProgress,
  toggleStep,
} from '@/features/getting-started/getting-started-progress'

const steps = ['customize', 'bookmarks', 'search', 'notifications', 'permissions']

afterEach(() => vi.restoreAllMocks())

describe('parseProgress', () => {
  it('reads a stored JSON list of done step ids', () => {
    expect(parseProgress('["search","customize"]', steps)).toEqual(['customize', 'search'])
  })

  it('treats nothing stored as nothing done', () => {
    expect(parseProgress(null, steps)).toEqual([])
  })

  it.each([
    ['text that is not JSON', '{not json'],
    ['an object', '{"search":true}'],
    ['a string', '"search"'],
    ['null', 'null'],
    ['a number', '3'],
    ['an empty string', ''],
  ])('treats %s as nothing done', (_, raw) => {
    expect(parseProgress(raw, steps)).toEqual([])
  })

  it('drops ids that are not steps, entries that are not strings, and duplicates', () => {
    expect(parseProgress('["search", 4, null, "gone", "search", {"id":"x"}]', steps)).toEqual([
      'search',
    ])
  })
})

describe('toggleStep', () => {
  it('marks a step that was not done as done', () => {
    expect(toggleStep(['search'], 'customize')).toEqual(['search', 'customize'])
  })

  it('marks a done step as not done', () => {
    expect(toggleStep(['search', 'customize'], 'search')).toEqual(['customize'])
  })

  it('leaves the given list unchanged', () => {
    const done = ['search']
    toggleStep(done, 'customize')
    expect(done).toEqual(['search'])
  })
})

describe('progressPercent', () => {
  it.each([
    [0, 5, 0],
    [1, 5, 20],
    [2, 3, 67],
    [5, 5, 100],
  ])('gives %i of %i as %i%%', (done, total, percent) => {
    expect(progressPercent(done, total)).toBe(percent)
  })

  it('gives 0 for an empty checklist rather than dividing by zero', () => {
    expect(progressPercent(0, 0)).toBe(0)
  })

  it('stays within 0 and 100 for counts out of range', () => {
    expect(progressPercent(7, 5)).toBe(100)
    expect(progressPercent(-1, 5)).toBe(0)
  })
})

describe('loadProgress and saveProgress', () => {
  it('keep the done steps under ui.gettingStarted as a JSON list', () => {
    expect(saveProgress(['search', 'permissions'])).toBe(true)
    expect(localStorage.getItem(GETTING_STARTED_KEY)).toBe('["search","permissions"]')
    expect(loadProgress(steps)).toEqual(['search', 'permissions'])
  })

  it('report a refused save instead of throwing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(saveProgress(['search'])).toBe(false)
  })

  it('read nothing done when storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(loadProgress(steps)).toEqual([])
  })
})
