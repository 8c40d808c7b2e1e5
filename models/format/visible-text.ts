/*
 * Text that shows nothing: whitespace, and the characters a font draws as nothing at all. Zero-width
 * space, joiners and non-joiners, the word joiner, the byte order mark, the soft hyphen, bidi marks
 * and the other format characters (Unicode category Cf), the default-ignorable code points (which
 * add variation selectors, tags and the Hangul fillers chat users send as "blank" messages), and
 * the blank braille pattern, which is drawn empty too.
 */
const invisibleClass = String.raw`[\p{White_Space}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]`

/**
 * Invisible characters that finish a visible one, and so stay at the end of a text: variation
 * selectors (the emoji style of "❤️") and tags (the end of a flag like Scotland's).
 */
const finishing = String.raw`[\uFE00-\uFE0F\u{E0020}-\u{E007F}\u{E0100}-\u{E01EF}]`

const invisible = new RegExp(invisibleClass, 'gu')
const trimmable = `(?:(?!${finishing})${invisibleClass})+`
// The variation selectors are listed on purpose: they are what the rule looks for.
// eslint-disable-next-line no-misleading-character-class
const atEnds = new RegExp(`^${trimmable}|${trimmable}$`, 'gu')

/** True when `text` shows something: it holds more than whitespace and invisible characters. */
export function hasVisibleText(text: string): boolean {
  return text.replace(invisible, '') !== ''
}

/**
 * `text` without the whitespace and invisible characters at its ends, as `trim()` does with
 * whitespace alone. Those inside are kept: a joiner holds an emoji family together. A text with
 * nothing to show gives ''.
 */
export function trimInvisible(text: string): string {
  return hasVisibleText(text) ? text.replace(atEnds, '') : ''
}
