import { trimInvisible } from '../format/visible-text.ts'

/*
 * The create-app wizard of the modal examples: what it asks, step by step, and when it may go on.
 * Pure, so the dialog and its tests agree on the rules.
 */

export const createAppSteps = ['details', 'framework', 'database', 'submit'] as const
export type CreateAppStep = (typeof createAppSteps)[number]

export const appCategories = ['crm', 'ecommerce', 'learning'] as const
export const appFrameworks = ['react', 'vue', 'angular', 'laravel'] as const
export const appDatabases = ['postgres', 'mysql', 'firebase'] as const

export interface AppDraft {
  name: string
  category: (typeof appCategories)[number]
  framework: (typeof appFrameworks)[number]
  database: (typeof appDatabases)[number]
}

export const emptyAppDraft: AppDraft = {
  name: '',
  category: 'crm',
  framework: 'react',
  database: 'postgres',
}

/** The most characters an app's name may have. */
export const maxAppNameLength = 40

/** Why the app's name is refused (a translation key's last part), or null. */
export function appNameProblem(name: string): 'required' | 'tooLong' | null {
  const trimmed = trimInvisible(name)
  if (trimmed === '') return 'required'
  return [...trimmed].length > maxAppNameLength ? 'tooLong' : null
}

/** Whether the wizard may leave `step` forward: only the details can be wrong. */
export const mayContinue = (step: CreateAppStep, draft: AppDraft): boolean =>
  step !== 'details' || appNameProblem(draft.name) === null
