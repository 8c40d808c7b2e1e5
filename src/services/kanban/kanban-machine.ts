import { kanbanMachine } from '@machines/kanban/kanban.machine'
import { recordEvents } from '../local-store/record-events'
// The area's projection comes with its screen's code: the screen's first writes do not wait for
// the projector to fetch it (src/services/local-store/projector.ts).
import './kanban-projection'

/** The kanban machine, recording the changes it queues in the local store. */
export const appKanbanMachine = kanbanMachine.provide({
  actions: {
    record: (_, { events }) => void recordEvents(events),
  },
})
