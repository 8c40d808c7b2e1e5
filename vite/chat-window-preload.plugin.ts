import type { Plugin } from 'vite'
import { LOCAL_DATABASE_NAME } from '../models/local-store/local-database-name.ts'
import { chatIdOf } from '../models/chat/chat-events.ts'
import { earlyWindowReadKey, FIRST_WINDOW } from '../models/chat/chat-first-window.ts'
import { readNewestRows } from '../src/services/chat/first-window-read.ts'
import { idInSearch } from '../models/search/id-in-search.ts'
import { routePath } from '../src/app/routes/route-path.ts'
import { chatTypeOf } from '../src/features/messaging/chat-type.ts'
import { beforeEntryScript } from './inline-script.ts'
import { USER_DATA_KEY } from '../src/services/session/session-keys.ts'
import { readRouteTable, type RouteSource } from './route-declarations.ts'

/** The module whose prefetch reads the open chat's first window (chat-page-query.ts). */
const messagingPrefetch = '@/services/chat/chat-page-query'

/** The paths of the messaging routes, as routeAt compares them (lower case, no trailing slash). */
export function messagingPaths(routes: readonly RouteSource[]): string[] {
  return routes
    .filter((route) => route.prefetch === messagingPrefetch)
    .map((route) => routePath(route.path))
}

/**
 * The inline script: for a visitor with a stored session, at a messaging address with a chat open
 * (`?contact=ID`), it starts reading that chat's newest messages from this device's history, and
 * leaves the read on `window` for the app (thread-prefetch.ts). The functions are the app's own,
 * their source put here, so that the read, the chat's id and the address are read as the app
 * reads them.
 */
export function chatWindowScript(paths: readonly string[]): string {
  return `
      // The chat in the address is read from this device now, not once the app's code has come
      // and run (vite/chat-window-preload.plugin.ts).
      try {
        var chatPath = (${routePath.toString()})(location.pathname);
        var chatContact = (${idInSearch.toString()})(location.search, 'contact');
        var chatUser = localStorage.getItem(${JSON.stringify(USER_DATA_KEY)});
        if (chatUser !== null &&
            ${JSON.stringify(paths)}.indexOf(chatPath) >= 0 && chatContact !== null) {
          var chatId = (${chatIdOf.toString()})((${chatTypeOf.toString()})(location.pathname), chatContact);
          window[${JSON.stringify(earlyWindowReadKey)}] = {
            chatId: chatId,
            rows: (${readNewestRows.toString()})(${JSON.stringify(LOCAL_DATABASE_NAME)}, chatId, ${FIRST_WINDOW + 1}, window.indexedDB || null, JSON.parse(chatUser).id)
          };
        }
      } catch (error) {}
    `
}

/** Puts `chatWindowScript` in the HTML, before the entry's script. */
export function chatWindowPreload(): Plugin {
  return {
    name: 'chat-window-preload',
    transformIndexHtml: {
      order: 'post',
      handler: async (html) =>
        beforeEntryScript(
          html,
          chatWindowScript(messagingPaths((await readRouteTable()).routes)),
          'chat-window-preload',
        ),
    },
  }
}
