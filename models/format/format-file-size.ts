/** KB per MB. Decimal, so that the SPEC's 1000 KB threshold is also exactly 1 MB. */
const KB_PER_MB = 1000

/** Multipliers from a written unit to KB, for the sizes the demo data gives as text ("52kb"). */
const KB_PER_UNIT: Readonly<Record<string, number>> = {
  b: 1 / 1000,
  kb: 1,
  mb: KB_PER_MB,
  gb: KB_PER_MB * KB_PER_MB,
}

const SIZE_TEXT = /^(\d+(?:\.\d+)?|\.\d+)\s*(b|kb|mb|gb)?$/i

/** One decimal at most, without a trailing ".0", so sizes read "1 MB" and "1.5 MB". */
function oneDecimal(value: number): string {
  return String(Math.round(value * 10) / 10)
}

/**
 * Shows a file size given in KB, as SPEC.md section 9 asks: in KB up to and including 1000 KB,
 * in MB above it, with one decimal at most ("1000 KB", "1 MB" for 1001 KB, "1.5 MB" for 1500 KB).
 * MB here are 1000 KB. NaN, infinities and negative sizes are shown as "0 KB".
 */
export function formatFileSize(kb: number): string {
  if (!Number.isFinite(kb) || kb <= 0) return '0 KB'
  if (kb > KB_PER_MB) return `${oneDecimal(kb / KB_PER_MB)} MB`
  return `${oneDecimal(kb)} KB`
}

/**
 * Reads a size written as text, as in the demo data ("52kb", "1.2mb", "800 B", "3 GB"), into KB.
 * The unit is case-insensitive and may be preceded by spaces; a bare number is taken as KB.
 * Returns undefined when the text is not a size, so callers can tell "unknown" from zero.
 */
export function parseFileSizeKb(text: string): number | undefined {
  const match = SIZE_TEXT.exec(text.trim())
  if (!match) return undefined
  const [, amount = '', unit = 'kb'] = match
  const perUnit = KB_PER_UNIT[unit.toLowerCase()]
  return perUnit === undefined ? undefined : Number(amount) * perUnit
}

/**
 * Shows a size written as text (see parseFileSizeKb) by the same rules as formatFileSize.
 * Text that is not a size is shown trimmed but otherwise as given, rather than as a made-up "0 KB".
 */
export function formatFileSizeText(text: string): string {
  const kb = parseFileSizeKb(text)
  return kb === undefined ? text.trim() : formatFileSize(kb)
}
