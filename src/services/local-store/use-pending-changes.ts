import type { ChangeArea } from '@models/local-store/outbox'
import { useLocalQuery } from './use-local-query'

/** How many changes of the area wait in the outbox, in this tab or another. */
export function usePendingChanges(area: ChangeArea): number {
  return (
    useLocalQuery(
      (database) => database.outbox.where('area').equals(area).count(),
      [area],
      0,
      'the outbox',
    ) ?? 0
  )
}
