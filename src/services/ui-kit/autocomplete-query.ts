import type { AutocompleteMovie } from '@models/ui-kit/autocomplete'
import { queryCache } from '@/services/app-query-cache'
import type { Query } from '@/services/query-cache'
import { fetchAutocompleteMovies } from './autocomplete-api'

/** The movies the /extensions autocomplete suggests from: asked once, then filtered in the page. */
export const autocompleteMoviesQuery: Query<AutocompleteMovie[]> = {
  key: ['autocomplete'],
  load: fetchAutocompleteMovies,
}

/** The /extensions route's prefetch. */
export function prefetchAutocompleteMovies(): void {
  queryCache.prefetch(autocompleteMoviesQuery)
}
