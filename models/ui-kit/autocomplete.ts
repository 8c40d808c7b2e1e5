import * as z from 'zod/mini'

/** One suggestion of the autocomplete demo: a film of the top-100 list. */
export const autocompleteMovieSchema = z.object({
  id: z.number(),
  rank: z.number(),
  title: z.string(),
})
export type AutocompleteMovie = z.infer<typeof autocompleteMovieSchema>

/** `GET /api/autocomplete/data`. */
export const autocompleteDataSchema = z.object({ autoComplete: z.array(autocompleteMovieSchema) })
export type AutocompleteData = z.infer<typeof autocompleteDataSchema>

/**
 * The movies whose title holds `query` (case and accents aside), best ranked first: what the
 * autocomplete suggests as the user types. An empty query suggests none.
 */
export function matchingMovies(
  movies: readonly AutocompleteMovie[],
  query: string,
  limit = 10,
): AutocompleteMovie[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  const wanted = fold(query.trim())
  if (!wanted) return []
  return movies
    .filter((movie) => fold(movie.title).includes(wanted))
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
}
