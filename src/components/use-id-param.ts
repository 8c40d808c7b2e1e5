import { useCallback } from 'react'
import { useLocation, useSearch } from 'wouter'
import { idInSearch } from '@models/search/id-in-search'

/**
 * An id kept in the URL's query (`?contact=ID`, `?ticket=ID`), so that a reload, a shared link or
 * the browser's back button reopens what was open (read as models/search/id-in-search.ts says).
 */
export function useIdParam(
  name: string,
  { keepOthers = false }: { keepOthers?: boolean } = {},
): [number | null, (id: number | null) => void] {
  const [path, navigate] = useLocation()
  const search = useSearch()
  const id = idInSearch(search, name)
  const setId = useCallback(
    (next: number | null) => {
      // With `keepOthers`, the page's other params (a list's folder and search) stay as they are.
      const url = new URLSearchParams(keepOthers ? search : '')
      if (next === null) url.delete(name)
      else url.set(name, String(next))
      const query = url.toString()
      navigate(query ? `${path}?${query}` : path)
    },
    [navigate, path, name, search, keepOthers],
  )
  return [id, setId]
}
