import * as z from 'zod/mini'

/**
 * API keys (issue 16, /pages/api-key): keys the admin creates for other systems to call the
 * suite, each with a name and an access level, created and last-used dates. The demo endpoints
 * are under `/api/api-keys/`.
 */

/** What a key may do, from the most to the least. */
export const apiKeyAccessLevels = ['full', 'readWrite', 'readOnly'] as const
export type ApiKeyAccess = (typeof apiKeyAccessLevels)[number]

/** The columns the server sorts the keys by. */
export const apiKeySortColumns = ['name', 'access', 'createdAt', 'lastUsed'] as const

/** The longest name a key may have. */
export const apiKeyNameMaxLength = 60

export const apiKeySchema = z.object({
  id: z.number(),
  name: z.string(),
  access: z.enum(apiKeyAccessLevels),
  /** The secret itself: the list shows it masked; copying takes it whole. */
  key: z.string(),
  /** ISO instant. */
  createdAt: z.string(),
  /** ISO instant, or null for a key never used. */
  lastUsed: z.nullable(z.string()),
})
export type ApiKey = z.infer<typeof apiKeySchema>

export const apiKeyPageSchema = z.object({ keys: z.array(apiKeySchema), total: z.number() })
export const apiKeyAnswerSchema = z.object({ apiKey: apiKeySchema })

/** What the create form sends. */
export interface NewApiKey {
  name: string
  access: ApiKeyAccess
}

export type ApiKeyProblem = 'nameRequired' | 'nameTooLong'

/** The create form's problems, by field: the client's check, the same as the server's. */
export function checkNewApiKey(draft: NewApiKey): Partial<Record<keyof NewApiKey, ApiKeyProblem>> {
  const name = draft.name.trim()
  if (name === '') return { name: 'nameRequired' }
  if (name.length > apiKeyNameMaxLength) return { name: 'nameTooLong' }
  return {}
}

/**
 * A key as the list shows it: its first and last four characters around a row of dots, so two
 * keys can be told apart but neither read off the screen. A key not yet known shows as ''.
 */
export function maskApiKey(key: string): string {
  if (key.length <= 8) return '•'.repeat(key.length)
  return `${key.slice(0, 4)}${'•'.repeat(12)}${key.slice(-4)}`
}
