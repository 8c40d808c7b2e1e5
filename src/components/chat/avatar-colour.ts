/** The tones an avatar without a photo may take; each maps to a pair of skin variables. */
export const avatarTones = ['primary', 'success', 'info', 'warning', 'danger', 'neutral'] as const
export type AvatarTone = (typeof avatarTones)[number]

/**
 * The same name always gets the same tone, so a person is recognisable across the list, the
 * thread and the profile without a photo.
 */
export function avatarTone(name: string): AvatarTone {
  let hash = 0
  for (const char of name.trim().toLowerCase()) {
    hash = (hash * 31 + char.codePointAt(0)!) >>> 0
  }
  return avatarTones[hash % avatarTones.length]!
}

/** Up to two initials: of the first and last word ("Ada Lovelace" -> "AL"), or "?" for none. */
export function initialsOf(name: string): string {
  // The first letter or digit of each word, so "(Ada) Lovelace" still gives "AL"; the u flag keeps
  // a letter outside the Basic Multilingual Plane whole.
  const letters = name
    .trim()
    .split(/\s+/)
    .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0])
    .filter((letter): letter is string => Boolean(letter))
  const initials =
    letters.length > 1 ? letters[0]! + letters[letters.length - 1]! : (letters[0] ?? '')
  return initials.toLocaleUpperCase() || '?'
}
