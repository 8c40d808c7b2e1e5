/** The colour a label is shown in: known labels keep theirs, others get one from their name. */
const tones = ['primary', 'success', 'warning', 'info', 'danger'] as const
const known: Record<string, (typeof tones)[number]> = {
  UX: 'success',
  Images: 'warning',
  App: 'info',
  'Code Review': 'danger',
  Dashboard: 'primary',
  'Charts & Maps': 'info',
}

export function labelTone(label: string): (typeof tones)[number] {
  if (known[label]) return known[label]
  let hash = 0
  for (const char of label) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return tones[hash % tones.length]!
}
