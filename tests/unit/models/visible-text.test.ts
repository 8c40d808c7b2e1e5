import { describe, expect, it } from 'vitest'
import { hasVisibleText, trimInvisible } from '@models/format/visible-text'

const invisibleOnly = [
  '\u200B', // zero-width space
  '\u200C\u200D', // zero-width non-joiner and joiner
  '\u2060', // word joiner
  '\uFEFF', // byte order mark
  '\u00AD', // soft hyphen
  '\u200E\u200F\u061C', // left-to-right, right-to-left and Arabic letter marks
  '\u202A\u202E\u2066\u2069', // bidi embeddings, overrides and isolates
  '\u3164\u115F', // Hangul fillers
  '\u2800', // blank braille pattern
  '\uFE0F', // a variation selector with nothing to select
  ' \t\n\u00A0\u3000', // whitespace, non-breaking and ideographic included
]

describe('visible text', () => {
  it.each(invisibleOnly)('finds nothing to show in %j', (text) => {
    expect(hasVisibleText(text)).toBe(false)
    expect(hasVisibleText(`\u200B ${text} \u2060`)).toBe(false)
    expect(trimInvisible(text)).toBe('')
  })

  it('finds letters, digits, punctuation and emoji', () => {
    for (const text of ['a', '0', '.', '❤️', '👨‍👩‍👧', 'ä', '字', '\u200Bok\u200B'])
      expect(hasVisibleText(text)).toBe(true)
  })

  it('trims invisible characters at the ends only, keeping what finishes an emoji', () => {
    expect(trimInvisible('\u200B\uFEFF Hello\u200D \u2060')).toBe('Hello')
    expect(trimInvisible('a\u200Bb')).toBe('a\u200Bb')
    expect(trimInvisible(' 👨‍👩‍👧 ')).toBe('👨‍👩‍👧')
    expect(trimInvisible('I ❤️')).toBe('I ❤️')
    // Scotland's flag ends with a tag character.
    expect(trimInvisible('🏴󠁧󠁢󠁳󠁣󠁴󠁿\u200B')).toBe('🏴󠁧󠁢󠁳󠁣󠁴󠁿')
  })
})
