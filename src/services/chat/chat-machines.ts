import i18next from 'i18next'
import { log } from '@models/log/log'
import { chatListMachine } from '@machines/chat/chat-list.machine'
import { chatThreadMachine } from '@machines/chat/chat-thread.machine'
import { reportError } from '../error-catalogue'
import { fetchDirectory, fetchThread, markSeen, setHeart } from './chat-api'
import { chatPageQuery } from './chat-page-query'
import { recordEvents } from '../local-store/record-events'
import { apiActor } from '../api-actor'
import { queryCache } from '../app-query-cache'
// The area's projection comes with its screen's code: the screen's first writes do not wait for
// the projector to fetch it (src/services/local-store/projector.ts).
import './chat-projection'

/*
 * The chat machines with the app's effects: the messaging API for their actors, the projector for
 * what they record, toasts and the log for what goes wrong. Screens run these; tests provide fakes.
 */

const logFailure = (what: string) => (_: unknown, params: { error: unknown }) =>
  log.error('chat', what, params.error)

/** The contact list of one chat type, wired to the API and the local history. */
export const appChatListMachine = chatListMachine.provide({
  actors: {
    // Through the cache: the first page was asked for at navigation (chat-page-query.ts).
    fetchPage: apiActor((input, signal) => queryCache.fetch(chatPageQuery(input), { signal })),
    fetchDirectory: apiActor(fetchDirectory),
  },
  actions: {
    record: (_, params) => void recordEvents(params.events),
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
    record: (_, params) => void recordEvents(params.events),
    notifyHeartRefused: (_, params) =>
      void reportError(params.error, i18next.t('messaging.heartRefused')),
    reportFailure: logFailure('A chat request failed.'),
  },
})
