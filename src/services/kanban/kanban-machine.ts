import { kanbanMachine } from '@machines/kanban/kanban.machine'
import { recordEvents } from '../local-store/record-events'

/** The kanban machine, recording the changes it queues in the local store. */
export const appKanbanMachine = kanbanMachine.provide({
  actions: {
    record: (_, { events }) => void recordEvents(events),
  },
})
