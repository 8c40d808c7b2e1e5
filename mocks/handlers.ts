import type { RequestHandler } from 'msw'
import { demoHandlers } from './handlers/demo'
import { searchHandlers } from './handlers/search'
import { bookmarkHandlers } from './handlers/bookmarks'
import { accountSettingsHandlers } from './handlers/account-settings'
import { permissionHandlers } from './handlers/permissions'

/** Every handler of the demo server, gathered in one list. */
export const handlers: RequestHandler[] = [
  ...demoHandlers,
  ...searchHandlers,
  ...bookmarkHandlers,
  ...accountSettingsHandlers,
  ...permissionHandlers,
]
