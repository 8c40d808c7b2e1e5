import { lazy, Suspense, useEffect } from 'react'
import { isSearchShortcut, openSearch, useSearchRequests } from '@/services/search-trigger'

const SearchPalette = lazy(() => import('./search-palette'))

/** Listens for the search shortcuts and loads the palette the first time it is asked for. */
export function SearchHost() {
  const requests = useSearchRequests()

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return
      event.preventDefault()
      openSearch()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  if (requests === 0) return null
  return (
    <Suspense fallback={null}>
      <SearchPalette requests={requests} />
    </Suspense>
  )
}
