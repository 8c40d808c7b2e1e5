/** Colours as the skin writes them (`#5558e3`, `#fff`, `rgba(85, 88, 227, 0.12)`), and WCAG contrast. */
export interface Rgba {
  r: number
  g: number
  b: number
  /** 0 to 1. */
  a: number
}

/** The colour a CSS value names, or null when it is not a hex or rgb()/rgba() colour. */
export function parseColor(value: string): Rgba | null {
  const text = value.trim().toLowerCase()
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text)?.[1]
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex
    const channel = (index: number) => parseInt(full.slice(index * 2, index * 2 + 2), 16)
    return { r: channel(0), g: channel(1), b: channel(2), a: 1 }
  }
  const rgb = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(
    text,
  )
  if (rgb) {
    return {
      r: Number(rgb[1]),
      g: Number(rgb[2]),
      b: Number(rgb[3]),
      a: rgb[4] ? Number(rgb[4]) : 1,
    }
  }
  return null
}

/** `top` laid over the opaque `bottom`: what the eye sees of a see-through fill. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (upper: number, lower: number) => upper * top.a + lower * (1 - top.a)
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 }
}

function luminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG 2 contrast ratio (1 to 21) of `color` over the opaque `background`. */
export function contrastRatio(color: Rgba, background: Rgba): number {
  const [light, dark] = [luminance(over(color, background)), luminance(background)].sort(
    (a, b) => b - a,
  )
  return (light! + 0.05) / (dark! + 0.05)
}

/** What a ratio is good for: small text (4.5:1), large text and icons (3:1), or neither. */
export function contrastGrade(ratio: number): 'text' | 'large' | 'low' {
  if (ratio >= 4.5) return 'text'
  return ratio >= 3 ? 'large' : 'low'
}
