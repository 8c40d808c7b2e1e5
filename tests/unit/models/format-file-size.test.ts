import { describe, expect, it } from 'vitest'
import {
  formatFileSize,
  formatFileSizeText,
  parseFileSizeKb,
} from '@models/format/format-file-size'

describe('formatFileSize', () => {
  it('shows sizes up to and including 1000 KB in KB', () => {
    expect(formatFileSize(52)).toBe('52 KB')
    expect(formatFileSize(1000)).toBe('1000 KB')
  })

  it('shows sizes above 1000 KB in MB with one decimal, dropping a trailing .0', () => {
    expect(formatFileSize(1001)).toBe('1 MB')
    expect(formatFileSize(1500)).toBe('1.5 MB')
    expect(formatFileSize(1536)).toBe('1.5 MB')
    expect(formatFileSize(2_000_000)).toBe('2000 MB')
  })

  it('shows fractions of a KB with one decimal', () => {
    expect(formatFileSize(0.25)).toBe('0.3 KB')
    expect(formatFileSize(12.04)).toBe('12 KB')
  })

  it('shows 0 KB for sizes that are not numbers or are negative', () => {
    expect(formatFileSize(Number.NaN)).toBe('0 KB')
    expect(formatFileSize(Number.POSITIVE_INFINITY)).toBe('0 KB')
    expect(formatFileSize(-3)).toBe('0 KB')
    expect(formatFileSize(0)).toBe('0 KB')
  })
})

describe('parseFileSizeKb', () => {
  it('reads sizes written as in the demo data into KB', () => {
    expect(parseFileSizeKb('52kb')).toBe(52)
    expect(parseFileSizeKb('1.2mb')).toBe(1200)
    expect(parseFileSizeKb('2 GB')).toBe(2_000_000)
    expect(parseFileSizeKb('500 B')).toBe(0.5)
  })

  it('takes a bare number as KB', () => {
    expect(parseFileSizeKb(' 640 ')).toBe(640)
  })

  it('returns undefined for text that is not a size', () => {
    expect(parseFileSizeKb('')).toBeUndefined()
    expect(parseFileSizeKb('big')).toBeUndefined()
    expect(parseFileSizeKb('12 parsecs')).toBeUndefined()
    expect(parseFileSizeKb('-4kb')).toBeUndefined()
  })
})

describe('formatFileSizeText', () => {
  it('shows sizes written as text by the display rules', () => {
    expect(formatFileSizeText('52kb')).toBe('52 KB')
    expect(formatFileSizeText('1.2mb')).toBe('1.2 MB')
    expect(formatFileSizeText('1000KB')).toBe('1000 KB')
  })

  it('shows text that is not a size as given', () => {
    expect(formatFileSizeText(' unknown ')).toBe('unknown')
  })
})
