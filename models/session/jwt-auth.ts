import * as z from 'zod/mini'

/**
 * The answers of the template's demo endpoints (`/jwt/login`, `/jwt/register`). The template pages
 * only try them and show the answer: they never touch the app's own session.
 */
export const jwtUserSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  avatar: z.nullable(z.string()),
  role: z.nullable(z.string()),
})
export type JwtUser = z.infer<typeof jwtUserSchema>

export const loginAnswerSchema = z.object({
  userData: jwtUserSchema,
  accessToken: z.string(),
  refreshToken: z.string(),
})
export const loginRefusalSchema = z.object({ error: z.object({ email: z.array(z.string()) }) })

export const registerAnswerSchema = z.union([
  z.object({ user: jwtUserSchema, accessToken: z.string() }),
  z.object({
    error: z.object({
      email: z.optional(z.nullable(z.string())),
      username: z.optional(z.nullable(z.string())),
    }),
  }),
])
