import { HTTPError } from 'ky'
import * as z from 'zod/mini'
import {
  loginAnswerSchema,
  loginRefusalSchema,
  registerAnswerSchema,
  type JwtUser,
} from '@models/session/jwt-auth'
import { http } from '@/services/http'
import { parseResponse, readJsonBody } from '@/services/parse-response'

/*
 * The template's demo endpoints (`/jwt/login`, `/jwt/register`). The template pages only try
 * them and show the answer: they never touch the app's own session.
 */

export type JwtLoginResult =
  | { ok: true; user: JwtUser }
  /** `message` is the server's, word for word; null when the call failed some other way. */
  | { ok: false; message: string | null }

export type JwtRegisterResult =
  | { ok: true; user: JwtUser }
  | { ok: false; errors: { email: string | null; username: string | null } | null }

/** The answer of a refused call, or undefined when it was not an answer at all. */
async function refusalBody(error: unknown): Promise<unknown> {
  if (!(error instanceof HTTPError)) return undefined
  return readJsonBody(error.response)
}

export async function jwtLogin(credentials: {
  email: string
  password: string
}): Promise<JwtLoginResult> {
  try {
    const body = await http.post('jwt/login', { json: credentials }).json()
    return { ok: true, user: parseResponse(loginAnswerSchema, body, 'login').userData }
  } catch (error) {
    const refusal = z.safeParse(loginRefusalSchema, await refusalBody(error))
    return { ok: false, message: refusal.success ? (refusal.data.error.email[0] ?? null) : null }
  }
}

/** Duplicates come back as a 200 with an error per field, as in the original template. */
export async function jwtRegister(fields: {
  email: string
  password: string
  username: string
}): Promise<JwtRegisterResult> {
  try {
    const body = await http.post('jwt/register', { json: fields }).json()
    const answer = parseResponse(registerAnswerSchema, body, 'registration')
    if ('user' in answer) return { ok: true, user: answer.user }
    return {
      ok: false,
      errors: { email: answer.error.email ?? null, username: answer.error.username ?? null },
    }
  } catch {
    return { ok: false, errors: null }
  }
}
