/**
 * The international dialling prefix of a country (ISO 3166 alpha-2), for the phone field of the
 * account settings. The geo-lookup names the country; a country missing here has no prefix shown,
 * which is only logged (SPEC.md section 8, "Missing phone prefix").
 */
const prefixes: Readonly<Record<string, string>> = {
  US: '+1',
  CA: '+1',
  GB: '+44',
  FR: '+33',
  DE: '+49',
  PT: '+351',
  BR: '+55',
  ES: '+34',
  IT: '+39',
  NL: '+31',
  BE: '+32',
  CH: '+41',
  AT: '+43',
  IE: '+353',
  IN: '+91',
  AU: '+61',
  JP: '+81',
  CN: '+86',
  MX: '+52',
}

export function phonePrefixOf(countryCode: string): string | undefined {
  return prefixes[countryCode.toUpperCase()]
}

/** The countries the account settings offer: the stored name, and its code for display names. */
export const accountCountries = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Germany' },
  { code: 'PT', name: 'Portugal' },
  { code: 'BR', name: 'Brazil' },
  { code: 'ES', name: 'Spain' },
  { code: 'IT', name: 'Italy' },
  { code: 'IN', name: 'India' },
  { code: 'AU', name: 'Australia' },
  { code: 'JP', name: 'Japan' },
] as const
