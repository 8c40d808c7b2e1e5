import { emailProblem } from '@models/email/email'

/**
 * The checks of the sign-in pages. Each answers the translation key of what is wrong, or
 * undefined, so the rules stay pure and the form says them in the user's language.
 */

/** The shortest new password the reset and register pages accept. */
export const minPasswordLength = 8

/** How many digits the two-step code has. */
export const codeLength = 6

/** The numbers the messages mention (`{{min}}`, `{{length}}`), given to every message alike. */
export const messageValues = { min: minPasswordLength, length: codeLength }

const emailProblemKeys = {
  required: 'auth.validation.emailRequired',
  invalid: 'auth.validation.emailInvalid',
} as const

export function checkEmail(value: string): string | undefined {
  const problem = emailProblem(value)
  return problem ? emailProblemKeys[problem] : undefined
}

export function checkPassword(value: string): string | undefined {
  return value ? undefined : 'auth.validation.passwordRequired'
}

export function checkNewPassword(value: string): string | undefined {
  if (!value) return 'auth.validation.passwordRequired'
  if (value.length < minPasswordLength) return 'auth.validation.passwordTooShort'
  return undefined
}

export function checkConfirmation(password: string, confirmation: string): string | undefined {
  if (!confirmation) return 'auth.validation.confirmRequired'
  if (confirmation !== password) return 'auth.validation.passwordMismatch'
  return undefined
}

export function checkUsername(value: string): string | undefined {
  return value.trim() ? undefined : 'auth.validation.usernameRequired'
}

export function checkTerms(accepted: boolean): string | undefined {
  return accepted ? undefined : 'auth.validation.termsRequired'
}

export function checkCode(digits: readonly string[]): string | undefined {
  return digits.length === codeLength && digits.every((digit) => /^\d$/.test(digit))
    ? undefined
    : 'auth.validation.codeIncomplete'
}
