import type {
  AccountGeneral,
  AccountInfo,
  AccountSecurity,
  AccountSettings,
  AccountSocial,
  ConnectionKey,
  SocialLinks,
} from '@models/account-settings/account-settings'
import { log } from '@models/log/log'
import { phonePrefixOf } from '@models/format/phone-prefix'
import { queryCache } from '@/services/app-query-cache'
import type { Query } from '@/services/query-cache'
import { accountSettingsQuery } from '@/services/settings/settings-query'
import {
  fetchCountryCode,
  fetchSecurity,
  postConnection,
  postGeneral,
  postInfo,
  postPassword,
  postSocialLinks,
  postTwoStep,
} from './account-settings-api'

export { accountSettingsQuery }

export const accountSecurityQuery: Query<AccountSecurity> = {
  key: ['account-settings', 'security'],
  load: fetchSecurity,
}

/**
 * The phone prefix of the visitor's country, from the geo-lookup; undefined when the lookup fails
 * or the country has no known prefix, which is only logged (SPEC.md section 8).
 */
export const phonePrefixQuery: Query<string | null> = {
  key: ['account-settings', 'phone-prefix'],
  load: async (signal) => {
    try {
      const country = await fetchCountryCode(signal)
      const prefix = phonePrefixOf(country)
      if (!prefix) log.error('account-settings', `no phone prefix for country "${country}"`)
      return prefix ?? null
    } catch (error) {
      log.error('account-settings', 'the geo-lookup failed: no phone prefix', error)
      return null
    }
  },
}

/** The account settings route's prefetch: the settings, and the security block on its tab. */
export function prefetchAccountSettingsPage(params: Readonly<Record<string, string>>): void {
  queryCache.prefetch(accountSettingsQuery)
  if (params.tab === 'security') queryCache.prefetch(accountSecurityQuery)
}

/** Lays a saved block over the cached settings, so every screen that shows them agrees. */
function remember(patch: (settings: AccountSettings) => AccountSettings): void {
  const settings = queryCache.peek<AccountSettings>(accountSettingsQuery.key)
  if (settings) queryCache.set(accountSettingsQuery.key, patch(settings))
}

export async function saveGeneral(general: AccountGeneral): Promise<AccountGeneral> {
  const stored = await postGeneral(general)
  remember((settings) => ({ ...settings, general: stored }))
  return stored
}

export async function saveInfo(info: AccountInfo): Promise<AccountInfo> {
  const stored = await postInfo(info)
  remember((settings) => ({ ...settings, info: stored }))
  return stored
}

export async function saveSocialLinks(links: SocialLinks): Promise<SocialLinks> {
  const stored = await postSocialLinks(links)
  remember((settings) => ({ ...settings, social: { ...settings.social, socialLinks: stored } }))
  return stored
}

export async function saveConnection(
  network: ConnectionKey,
  connected: boolean,
): Promise<AccountSocial['connections']> {
  const stored = await postConnection(network, connected)
  remember((settings) => ({ ...settings, social: { ...settings.social, connections: stored } }))
  return stored
}

export const changeAccountPassword = postPassword

export async function saveTwoStep(enabled: boolean): Promise<AccountSecurity> {
  const stored = await postTwoStep(enabled)
  queryCache.set(accountSecurityQuery.key, stored)
  return stored
}
