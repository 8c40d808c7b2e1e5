import { autocompleteDataSchema, type AutocompleteMovie } from '@models/ui-kit/autocomplete'
import { http } from '@/services/http'
import { parseResponse } from '@/services/parse-response'

/** The autocomplete demo's movies (`GET /api/autocomplete/data`). */
export async function fetchAutocompleteMovies(signal?: AbortSignal): Promise<AutocompleteMovie[]> {
  const body = await http.get('api/autocomplete/data', { signal }).json()
  return parseResponse(autocompleteDataSchema, body, 'autocomplete').autoComplete
}
