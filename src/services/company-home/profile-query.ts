import type { MeResponse } from '@models/session/session'
import { queryCache } from '@/services/app-query-cache'
import type { Query } from '@/services/query-cache'
import { fetchProfile } from './profile-api'

/** The profile, as the query cache keys it (the cache is emptied when the user changes). */
export const profileQuery: Query<MeResponse['data']> = { key: ['profile'], load: fetchProfile }

/** The company home's prefetch: the profile card's channels. */
export function prefetchProfile(): void {
  queryCache.prefetch(profileQuery)
}
