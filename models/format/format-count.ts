/**
 * Shows a count the way SPEC.md section 9 asks: up to 999 as a whole number, above that in
 * thousands with one decimal and the letter k ("1.5k"). A trailing ".0" is dropped ("1k", not
 * "1.0k"), and there is no "M": 999 999 is "1000k".
 *
 * Rounding is half away from zero on the tenths of a thousand, done in integers so that binary
 * fractions cannot tip a value: 1049 -> "1k", 1050 -> "1.1k", 999 950 -> "1000k".
 * NaN and infinities are shown as "0"; negative counts keep their sign ("-1.5k").
 */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return '0'
  const sign = count < 0 ? '-' : ''
  // Round before the threshold check, so 999.6 counts as 1000 and becomes "1k" rather than "1000".
  const whole = Math.round(Math.abs(count))
  if (whole === 0) return '0'
  if (whole <= 999) return `${sign}${whole}`
  const tenthsOfThousand = Math.round(whole / 100)
  const thousands = Math.trunc(tenthsOfThousand / 10)
  const tenth = tenthsOfThousand % 10
  return `${sign}${thousands}${tenth === 0 ? '' : `.${tenth}`}k`
}
