import { createActor, type AnyEventObject } from 'xstate'
import type { SeenIds } from '@models/chat/chat-records'
import type { DomainEventDraft } from '@machines/chat/chat-events-draft'
import { chatThreadMachine } from '@machines/chat/chat-thread.machine'
import type {
  ChatThreadInput,
  FetchedThread,
  HeartChange,
  ThreadRequest,
} from '@machines/chat/chat-thread.types'
import { createFakeActors, performStep } from '../support/fake-actors'
import { greetedChat } from './chat-thread-model'

/** SPEC.md section 9: the active chat is reloaded 500 ms after an incoming message. */
const RELOAD_DELAY_MS = 500

/** The open chat with fake requests the test settles, and what it recorded and reported. */
export function startThread(input: ChatThreadInput = greetedChat) {
  const fakes = createFakeActors()
  const recorded: DomainEventDraft[] = []
  const failures: unknown[] = []
  const refusals: unknown[] = []
  const actor = createActor(
    chatThreadMachine.provide({
      actors: {
        fetchThread: fakes.logic<FetchedThread, ThreadRequest>(),
        markSeen: fakes.logic<undefined, SeenIds>(),
        setHeart: fakes.logic<undefined, HeartChange>(),
      },
      actions: {
        record: (_, params) => recorded.push(...params.events),
        reportFailure: (_, params) => failures.push(params.error),
        notifyHeartRefused: (_, params) => refusals.push(params.error),
      },
    }),
    { input },
  ).start()
  const step = (event: AnyEventObject) => performStep(actor, event, fakes, () => RELOAD_DELAY_MS)
  return { actor, fakes, recorded, failures, refusals, step }
}
