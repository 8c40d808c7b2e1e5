import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  defaultPreferences,
  readLanguage,
  readPreferences,
  writeLanguage,
  writePreference,
} from '@/services/preferences/preferences'

describe('display preferences', () => {
  afterEach(() => vi.restoreAllMocks())

  it('defaults to the light skin, vertical layout, boxed content and English', () => {
    expect(readPreferences()).toEqual(defaultPreferences)
    expect(defaultPreferences).toMatchObject({
      skin: 'light',
      layout: 'vertical',
      contentWidth: 'boxed',
    })
    expect(readLanguage()).toBe('en')
  })

  it('reads back what was saved', () => {
    writePreference('skin', 'semi-dark')
    writePreference('layout', 'horizontal')
    writePreference('contentWidth', 'full')
    writeLanguage('de')
    expect(readPreferences()).toMatchObject({
      skin: 'semi-dark',
      layout: 'horizontal',
      contentWidth: 'full',
    })
    expect(readLanguage()).toBe('de')
  })

  it('ignores a stored value it does not know', () => {
    localStorage.setItem('ui.skin', 'neon')
    localStorage.setItem('ui.language', 'xx')
    expect(readPreferences().skin).toBe('light')
    expect(readLanguage()).toBe('en')
  })

  it('keeps working when the storage is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(() => writePreference('skin', 'dark')).not.toThrow()
    expect(() => writeLanguage('fr')).not.toThrow()
    expect(warn).toHaveBeenCalled()
  })
})
