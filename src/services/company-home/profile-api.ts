import { meResponseSchema, type MeResponse } from '@models/session/session'
import { realApi } from '@/services/app-config'
import { http } from '@/services/http'
import { parseResponse } from '@/services/parse-response'

/** The signed-in user's profile (`GET /data-api/users/me`); it needs the session's bearer token. */
export async function fetchProfile(signal?: AbortSignal): Promise<MeResponse['data']> {
  const body = await http.get(realApi.data('users/me'), { signal, prefixUrl: '' }).json()
  return parseResponse(meResponseSchema, body, 'profile').data
}
