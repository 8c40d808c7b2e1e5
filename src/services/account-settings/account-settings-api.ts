import {
  accountSecuritySchema,
  connectionsUpdateSchema,
  generalUpdateSchema,
  geoLookupSchema,
  infoUpdateSchema,
  socialLinksUpdateSchema,
  type AccountGeneral,
  type AccountInfo,
  type AccountSecurity,
  type AccountSocial,
  type ConnectionKey,
  type SocialLinks,
} from '@models/account-settings/account-settings'
import { http } from '@/services/http'
import { parseResponse } from '@/services/parse-response'

/** `POST /account-setting/general`: the block as stored, or a 400 with field errors. */
export async function postGeneral(general: AccountGeneral): Promise<AccountGeneral> {
  const body = await http.post('account-setting/general', { json: { general } }).json()
  return parseResponse(generalUpdateSchema, body, 'account').general
}

/** `POST /account-setting/info`. */
export async function postInfo(info: AccountInfo): Promise<AccountInfo> {
  const body = await http.post('account-setting/info', { json: { info } }).json()
  return parseResponse(infoUpdateSchema, body, 'account info').info
}

/** `POST /account-setting/social`. */
export async function postSocialLinks(socialLinks: SocialLinks): Promise<SocialLinks> {
  const body = await http.post('account-setting/social', { json: { socialLinks } }).json()
  return parseResponse(socialLinksUpdateSchema, body, 'social links').socialLinks
}

/** `POST /account-setting/connection`: every connection after the change. */
export async function postConnection(
  network: ConnectionKey,
  connected: boolean,
): Promise<AccountSocial['connections']> {
  const body = await http
    .post('account-setting/connection', { json: { network, connected } })
    .json()
  return parseResponse(connectionsUpdateSchema, body, 'connections').connections
}

/** `GET /account-setting/security`. */
export async function fetchSecurity(signal?: AbortSignal): Promise<AccountSecurity> {
  const body = await http.get('account-setting/security', { signal }).json()
  return parseResponse(accountSecuritySchema, body, 'security')
}

/** `POST /account-setting/change-password`. */
export async function postPassword(currentPassword: string, newPassword: string): Promise<void> {
  const body = await http
    .post('account-setting/change-password', { json: { currentPassword, newPassword } })
    .json()
  parseResponse(accountSecuritySchema, body, 'security')
}

/** `POST /account-setting/two-step`. */
export async function postTwoStep(enabled: boolean): Promise<AccountSecurity> {
  const body = await http.post('account-setting/two-step', { json: { enabled } }).json()
  return parseResponse(accountSecuritySchema, body, 'security')
}

/** The geo-lookup (SPEC section 7): the visitor's country code. */
export async function fetchCountryCode(signal?: AbortSignal): Promise<string> {
  const body = await http.get('geo', { signal }).json()
  return parseResponse(geoLookupSchema, body, 'geo-lookup').countryCode
}
