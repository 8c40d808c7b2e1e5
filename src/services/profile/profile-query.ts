import type { ProfileData } from '@models/account-settings/profile'
import { queryCache } from '@/services/app-query-cache'
import type { Query } from '@/services/query-cache'
import { fetchProfileData } from './profile-api'

export const profilePageQuery: Query<ProfileData> = {
  key: ['profile-page'],
  load: fetchProfileData,
}

/** The profile route's prefetch. */
export function prefetchProfilePage(): void {
  queryCache.prefetch(profilePageQuery)
}
