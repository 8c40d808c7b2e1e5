import i18next from 'i18next'
import { fromPromise } from 'xstate'
import { log } from '@models/log'
import { chatListMachine } from '@machines/chat/chat-list.machine'
import { chatThreadMachine } from '@machines/chat/chat-thread.machine'
import { reportError } from '../error-catalogue'
import { fetchChatPage, fetchDirectory, fetchThread, markSeen, setHeart } from './chat-api'
import { recordChatEvents } from './chat-journal'

/*
 * The chat machines with the app's effects: the messaging API for their actors, the projector for
 * what they record, toasts and the log for what goes wrong. Screens run these; tests provide fakes.
 */

/**
 * A promise actor over an API call that stays silent once cancelled: a stopped machine (a closed
 * chat, React's development double mount) must not hear its own cancelled call fail.
 */
function apiActor<TInput, TOutput>(call: (input: TInput, signal: AbortSignal) => Promise<TOutput>) {
  return fromPromise<TOutput, TInput>(({ input, signal }) =>
    call(input, signal).catch((error: unknown) => {
      if (signal.aborted) return new Promise<never>(() => undefined)
      throw error
    }),
  )
}

const logFailure = (what: string) => (_: unknown, params: { error: unknown }) =>
  log.error('chat', what, params.error)

/** The contact list of one chat type, wired to the API and the local history. */
export const appChatListMachine = chatListMachine.provide({
  actors: {
    fetchPage: apiActor(fetchChatPage),
    fetchDirectory: apiActor(fetchDirectory),
  },
  actions: {
    record: (_, params) => void recordChatEvents(params.events),
    reportFailure: logFailure('Loading the chat list failed.'),
  },
})

/** One open chat, wired to the API and the local history. */
export const appChatThreadMachine = chatThreadMachine.provide({
  actors: {
    fetchThread: apiActor(fetchThread),
    markSeen: apiActor(markSeen),
    setHeart: apiActor(setHeart),
  },
  actions: {
    record: (_, params) => void recordChatEvents(params.events),
    notifyHeartRefused: (_, params) =>
      void reportError(params.error, i18next.t('messaging.heartRefused')),
    reportFailure: logFailure('A chat request failed.'),
  },
})
