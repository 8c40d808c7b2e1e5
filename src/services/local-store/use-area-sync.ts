import { useCallback, useEffect } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { log } from '@models/log/log'
import { syncMachine } from '@machines/sync/sync.machine'
import { withFirstLoad } from './first-load'
import { recordEvents } from './record-events'
import { syncActor, type AreaLoad } from './sync-actor'

/** Where a screen's data are: being read here, awaited from the server, failed, or shown. */
export type SyncStatus = 'opening' | 'waiting' | 'failed' | 'showing'

// One machine per screen, made once: its first load is the one the route's prefetch started.
const machines = new Map<string, typeof syncMachine>()

function machineFor(key: string, load: AreaLoad) {
  let machine = machines.get(key)
  if (!machine) {
    machine = syncMachine.provide({
      actors: { sync: syncActor(withFirstLoad(key, load)) },
      actions: {
        record: (_, { events }) => void recordEvents(events),
        reportFailure: (_, { error }) => log.error(key, 'Loading from the server failed.', error),
      },
    })
    machines.set(key, machine)
  }
  return machine
}

/**
 * Keeps a screen's data in sync with the server while it is open (the sync machine, with its sync
 * actor): the first load, then on focus, on reconnect and on an interval. `present` is whether the
 * store holds something to show (undefined while it is being read); `key` names the screen, and
 * its route's prefetch starts the first load under the same key (first-load.ts).
 */
export function useAreaSync(key: string, load: AreaLoad, present: boolean | undefined) {
  const actor = useActorRef(machineFor(key, load))
  useEffect(() => {
    if (present !== undefined) actor.send({ type: 'sync.local', present })
  }, [actor, present])
  const status = useSelector(actor, (snapshot): SyncStatus =>
    snapshot.matches('showing') ? 'showing' : (snapshot.value as SyncStatus),
  )
  return {
    status,
    /** The last load failed: what shows may be out of date. */
    stale: useSelector(actor, (snapshot) => snapshot.matches({ showing: 'stale' })),
    error: useSelector(actor, (snapshot) => snapshot.context.error),
    retry: useCallback(() => actor.send({ type: 'sync.retry' }), [actor]),
  }
}
