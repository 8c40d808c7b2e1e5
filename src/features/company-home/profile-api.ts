import { meResponseSchema, type MeResponse } from '@models/session'
import { realApi } from '@/services/app-config'
import { queryCache } from '@/services/app-query-cache'
import { http } from '@/services/http'
import { parseResponse } from '@/services/parse-response'
import type { Query } from '@/services/query-cache'

/** The signed-in user's profile (`GET /data-api/users/me`); it needs the session's bearer token. */
export async function fetchProfile(signal?: AbortSignal): Promise<MeResponse['data']> {
  const body = await http.get(realApi.data('users/me'), { signal, prefixUrl: '' }).json()
  return parseResponse(meResponseSchema, body, 'profile').data
}

/** The profile, as the query cache keys it (the cache is emptied when the user changes). */
export const profileQuery: Query<MeResponse['data']> = { key: ['profile'], load: fetchProfile }

/** The company home's prefetch: the profile card's channels. */
export function prefetchProfile(): void {
  queryCache.prefetch(profileQuery)
}
