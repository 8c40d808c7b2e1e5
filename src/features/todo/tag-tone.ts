/** The colour each tag is shown in, in the side column, on the rows and in the picker. */
const tones: Record<string, 'primary' | 'success' | 'warning' | 'info' | 'danger'> = {
  update: 'info',
  team: 'primary',
  high: 'danger',
  medium: 'warning',
  low: 'success',
}

/** A tag's tone (`tone--*` in base.css); a tag this client does not know is neutral. */
export function tagTone(tag: string): string {
  return tones[tag] ?? 'neutral'
}
