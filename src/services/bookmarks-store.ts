import { useEffect, useSyncExternalStore } from 'react'
import type { PageItem } from '@models/search/search-data'
import { fetchBookmarks, toggleBookmark } from './search-api'
import { onUserChange } from './session/session'

export interface BookmarksState {
  status: 'idle' | 'loading' | 'ready' | 'failed'
  pages: PageItem[]
  /** Why the last load failed, while `status` is failed. */
  error?: unknown
}

/**
 * The navbar's bookmarks: loaded once per signed-in user (again on demand after a failure),
 * toggled at once on screen and put back when the server refuses the change.
 */
let state: BookmarksState = { status: 'idle', pages: [] }
const listeners = new Set<() => void>()
/** Counts the users who signed in since the page loaded: an answer for the last one is dropped. */
let userTurn = 0

function setState(next: BookmarksState): void {
  state = next
  listeners.forEach((listener) => listener())
}

function setBookmarked(id: number, isBookmarked: boolean): void {
  setState({
    ...state,
    pages: state.pages.map((page) => (page.id === id ? { ...page, isBookmarked } : page)),
  })
}

/** Drops what was loaded, so the next view loads the bookmarks anew. */
export function forgetBookmarks(): void {
  userTurn += 1
  setState({ status: 'idle', pages: [] })
}

// One user's bookmarks are never shown to the next one signing in, in the same tab.
onUserChange(forgetBookmarks)

export async function loadBookmarks(): Promise<void> {
  if (state.status === 'loading' || state.status === 'ready') return
  const turn = userTurn
  setState({ ...state, status: 'loading' })
  try {
    const { suggestions } = await fetchBookmarks()
    if (turn === userTurn) setState({ status: 'ready', pages: suggestions })
  } catch (error) {
    if (turn !== userTurn) return
    console.error('Could not load the bookmarks', error)
    setState({ ...state, status: 'failed', error })
  }
}

/**
 * Flips one bookmark at once; when the server refuses, puts it back and rejects with the error,
 * for the caller to show through the error catalogue.
 */
export async function flipBookmark(id: number): Promise<void> {
  const page = state.pages.find((candidate) => candidate.id === id)
  if (!page) return
  const turn = userTurn
  setBookmarked(id, !page.isBookmarked)
  try {
    await toggleBookmark(id)
  } catch (error) {
    if (turn === userTurn) setBookmarked(id, page.isBookmarked)
    throw error
  }
}

export function useBookmarks(): BookmarksState {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => state,
  )
  useEffect(() => {
    void loadBookmarks()
  }, [])
  return current
}
