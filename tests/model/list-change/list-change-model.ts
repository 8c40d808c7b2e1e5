import type { AnyEventObject, AnyMachineSnapshot, EventObject } from 'xstate'
import type { ListChange } from '@models/lists/list-change'
import { listChangeMachine } from '@machines/list/list-change.machine'
import type { ListChangeContext, ListChangeInput } from '@machines/list/list-change.types'
import { transitionPaths, type ModelPath } from '../support/model-paths'
import { TRAVERSAL_LIMIT, labelled } from '../support/generated-paths'

/*
 * One change to the users list (issue 13): a user added from the drawer, one made inactive, and a
 * bulk delete of two selected rows; and a bulk update of the email list (issue 14): three emails
 * starred at once. Each is shown at once; adds and updates are sent at once, a delete waits behind
 * its Undo.
 */
export const addUser: ListChange = {
  kind: 'add',
  draft: {
    fullName: 'Ada Lovelace',
    username: 'ada',
    email: 'ada@example.com',
    role: 'editor',
    currentPlan: 'team',
  },
}
export const deactivateUser: ListChange = { kind: 'update', id: 7, patch: { status: 'inactive' } }
export const deleteUsers: ListChange = { kind: 'delete', ids: [7, 9] }
export const starEmails: ListChange = {
  kind: 'updateMany',
  ids: [1, 2, 3],
  patch: { isStarred: true },
}

/** What the server answers each change with when it takes it. */
export const answerOf = {
  // SPEC.md section 7: 201 with {user}; the new id is the max id plus 1 (50 seeded users).
  add: { user: { id: 51, ...addUser.draft, status: 'pending' } },
  update: { user: { id: 7, status: 'inactive' } },
  // The demo server answers an email update with the emails as they are now.
  updateMany: { emails: [1, 2, 3].map((id) => ({ id, isStarred: true })) },
  delete: undefined,
} as const

/** A refusal as the HTTP client raises it: the server's 409 on an e-mail in use, say. */
export const refusal = Object.assign(new Error('Email is already in use'), { status: 409 })

/** The delayed send of a waiting delete (XState's `xstate.after.<delay>.<state id>`). */
export const undoDue = 'xstate.after.undoDelay.listChange.waitingForUndo'

/** Every event the user, the Undo's delay or the server can bring in this state. */
export function modelEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  // An ended change takes nothing more: whoever ran it has let it go.
  if (snapshot.status !== 'active') return []
  const { change } = snapshot.context as ListChangeContext
  const events: AnyEventObject[] = [{ type: 'change.undo' }, { type: 'change.flush' }]
  if (snapshot.matches('waitingForUndo')) events.push({ type: undoDue })
  if (snapshot.matches('sending')) {
    events.push(
      { type: 'xstate.done.actor.send', output: answerOf[change.kind] },
      { type: 'xstate.error.actor.send', error: refusal },
    )
  }
  return events
}

/** The state is all that decides: the change itself only passes through. */
export function serializeState(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify([snapshot.value, snapshot.status])
}

export function eventLabel(event: EventObject): string {
  switch (event.type) {
    case undoDue:
      return '5 s passed'
    case 'xstate.done.actor.send':
      return 'server took it'
    case 'xstate.error.actor.send':
      return 'server refused it'
    default:
      return event.type
  }
}

/** Where a path starts: the change it carries. */
export type ListChangePath = ModelPath & { input: ListChangeInput }

export function listChangePaths(): ListChangePath[] {
  return [addUser, deactivateUser, starEmails, deleteUsers].flatMap((change) => {
    const input: ListChangeInput = { change }
    return transitionPaths(listChangeMachine, {
      events: modelEvents,
      serializeState,
      limit: TRAVERSAL_LIMIT,
      input,
    }).map((path) => ({ ...labelled(path, eventLabel, `${change.kind}: `), input }))
  })
}

/** What `npm run model:scenarios` prints for this machine. */
export const scenarios = { machine: 'list-change', paths: listChangePaths }
