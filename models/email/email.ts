/** What looks like an address: something, an @, something with a dot. The server checks more. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isEmailAddress(value: string): boolean {
  return emailPattern.test(value)
}

/** Why a typed address cannot be taken, or null when it can; surrounding spaces do not count. */
export function emailProblem(value: string): 'required' | 'invalid' | null {
  const email = value.trim()
  if (!email) return 'required'
  return isEmailAddress(email) ? null : 'invalid'
}
