import * as z from 'zod/mini'
import { optionalNumber, optionalString } from '../format/optional-fields.ts'
import { defaultSignedInAbility, defaultSignedInRole, roles } from './roles.ts'

export { roles, type Role, type AbilityRule } from './roles.ts'

const abilityRuleSchema = z.object({ action: z.string(), subject: z.string() })

/**
 * The stored session, `userData` in localStorage (SPEC.md section 3). `jwt` is the access token sent
 * as `Authorization: Bearer` and replaced on every refresh; `data.token` is the chat service's token;
 * `iuds` is the user id in base64, as the chat service names users.
 */
export const userDataSchema = z.object({
  data: z.object({ token: z.string() }),
  jwt: z.string(),
  iuds: z.string(),
  id: z.number(),
  fullName: z.string(),
  username: z.string(),
  avatar: z.string(),
  email: z.string(),
  role: z.enum(roles),
  ability: z.array(abilityRuleSchema),
  waba: z.nullable(z.number()),
  mess: z.nullable(z.number()),
  extras: z.object({ eCommerceCartItemsCount: z.number() }),
})
export type UserData = z.infer<typeof userDataSchema>

/** `POST /wm/v3/accounts/sign-in`: the user and tokens, or an error message, or neither. */
export const signInResponseSchema = z.object({
  data: z.optional(
    z.nullable(
      z.object({
        user: z.optional(
          z.nullable(
            z.object({
              id: z.number(),
              name: z.string(),
              image_url: z.nullable(z.string()),
              email: z.string(),
            }),
          ),
        ),
        access_token: z.optional(z.string()),
        token: z.optional(z.string()),
      }),
    ),
  ),
  error: z.optional(z.nullable(z.object({ message: z.string() }))),
})
export type SignInResponse = z.infer<typeof signInResponseSchema>

/** `POST /wm/v3/accounts/refresh-token`: the new access token at `data.data.access_token`. */
export const refreshResponseSchema = z.object({
  data: z.object({ data: z.object({ access_token: z.string() }) }),
})

/** `GET /data-api/users/me`: the profile; `role` and `ability` may be missing. */
export const meResponseSchema = z.object({
  data: z.object({
    id: z.number(),
    username: z.optional(z.string()),
    fullName: z.optional(z.string()),
    avatar: optionalString,
    role: z.optional(z.nullable(z.enum(roles))),
    ability: z.optional(z.nullable(z.array(abilityRuleSchema))),
    waba: optionalNumber,
    mess: optionalNumber,
    extras: z.optional(z.object({ eCommerceCartItemsCount: z.number() })),
  }),
})
export type MeResponse = z.infer<typeof meResponseSchema>

/** The body of a 401: its `message` tells an expired token from a revoked one. */
export const unauthorizedMessages = {
  expired: 'Unauthorized.',
  blacklisted: 'Token has been blacklisted',
} as const

const fallbackAvatar = '/images/avatars/1.svg'

/** Encodes a user id as the chat service names users (`iuds`). */
function encodeUserId(id: number): string {
  return btoa(String(id))
}

/**
 * Builds the stored session from the sign-in answer and the profile. Where the profile names no
 * role the login helper's default holds: a client who may read ACL and Auth.
 */
export function toUserData(
  signIn: { user: { id: number; name: string; image_url: string | null; email: string } },
  tokens: { accessToken: string; chatToken: string },
  me: MeResponse['data'] | null,
): UserData {
  const { user } = signIn
  const role = me?.role ?? defaultSignedInRole
  return {
    data: { token: tokens.chatToken },
    jwt: tokens.accessToken,
    iuds: encodeUserId(user.id),
    id: user.id,
    fullName: me?.fullName ?? user.name,
    username: me?.username ?? user.email.split('@')[0] ?? user.email,
    avatar: me?.avatar ?? user.image_url ?? fallbackAvatar,
    email: user.email,
    role,
    ability: me?.role ? (me.ability ?? defaultSignedInAbility) : defaultSignedInAbility,
    waba: me?.waba ?? null,
    mess: me?.mess ?? null,
    extras: me?.extras ?? { eCommerceCartItemsCount: 0 },
  }
}
