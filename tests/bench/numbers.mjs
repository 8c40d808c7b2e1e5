/** Small number helpers the benchmarks share. */

/** Rounds to `digits` decimals. */
export function round(value, digits) {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}

/** The median of the numbers among `values` (others are skipped), or null when there is none. */
export function median(values) {
  const known = values.filter((v) => typeof v === 'number').sort((a, b) => a - b)
  if (known.length === 0) return null
  const middle = Math.floor(known.length / 2)
  return known.length % 2 ? known[middle] : round((known[middle - 1] + known[middle]) / 2, 1)
}

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
