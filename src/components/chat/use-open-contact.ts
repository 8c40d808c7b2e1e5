import { useCallback } from 'react'
import { useLocation, useSearch } from 'wouter'

/**
 * The open chat's contact id, kept in the URL (`?contact=ID`) so that a reload or a shared link
 * reopens it. Anything but a positive whole number means no chat is open.
 */
export function useOpenContact(): [number | null, (contactId: number | null) => void] {
  const [path, navigate] = useLocation()
  const search = useSearch()
  const value = Number(new URLSearchParams(search).get('contact'))
  const open = Number.isInteger(value) && value > 0 ? value : null
  const setOpen = useCallback(
    (contactId: number | null) =>
      navigate(contactId === null ? path : `${path}?contact=${contactId}`),
    [navigate, path],
  )
  return [open, setOpen]
}
