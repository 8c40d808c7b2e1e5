/*
 * The gallery's demo forms: what each holds, and what makes a field wrong, as keys of the `uikit`
 * words (`formErrors.*`). Pure, so the pages and the tests share them.
 */

export type Problems<Form> = Partial<Record<keyof Form, string>>

export interface SignUp {
  fullName: string
  email: string
  password: string
  confirm: string
  age: number | null
  terms: boolean
}

export const emptySignUp: SignUp = {
  fullName: '',
  email: '',
  password: '',
  confirm: '',
  age: null,
  terms: false,
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const minAge = 18
export const maxAge = 120
export const minPassword = 8

function emailProblem(email: string): string | undefined {
  if (!email.trim()) return 'required'
  return emailPattern.test(email.trim()) ? undefined : 'email'
}

export function signUpProblems(form: SignUp): Problems<SignUp> {
  const problems: Problems<SignUp> = {}
  if (form.fullName.trim().length === 0) problems.fullName = 'required'
  const email = emailProblem(form.email)
  if (email) problems.email = email
  if (form.password.length === 0) problems.password = 'required'
  else if (form.password.length < minPassword) problems.password = 'passwordShort'
  else if (!/\d/.test(form.password)) problems.password = 'passwordDigit'
  if (form.confirm.length === 0) problems.confirm = 'required'
  else if (form.confirm !== form.password) problems.confirm = 'mismatch'
  if (form.age === null) problems.age = 'required'
  else if (form.age < minAge || form.age > maxAge) problems.age = 'ageRange'
  if (!form.terms) problems.terms = 'terms'
  return problems
}

/** The wizard's steps, in order; the last only shows what was entered. */
export const wizardSteps = ['account', 'personal', 'plan', 'review'] as const
export type WizardStep = (typeof wizardSteps)[number]

export interface WizardForm {
  username: string
  email: string
  firstName: string
  lastName: string
  country: string
  plan: 'basic' | 'standard' | 'enterprise'
  newsletter: boolean
}

export const emptyWizard: WizardForm = {
  username: '',
  email: '',
  firstName: '',
  lastName: '',
  country: '',
  plan: 'basic',
  newsletter: false,
}

export const wizardCountries = ['fr', 'de', 'pt', 'gb', 'us'] as const

/** What is wrong with one step's fields; the steps after it are not looked at. */
export function wizardProblems(step: WizardStep, form: WizardForm): Problems<WizardForm> {
  const problems: Problems<WizardForm> = {}
  if (step === 'account') {
    if (!form.username.trim()) problems.username = 'required'
    else if (form.username.trim().length < 3) problems.username = 'usernameShort'
    const email = emailProblem(form.email)
    if (email) problems.email = email
  }
  if (step === 'personal') {
    if (!form.firstName.trim()) problems.firstName = 'required'
    if (!form.lastName.trim()) problems.lastName = 'required'
    if (!form.country) problems.country = 'choose'
  }
  return problems
}
