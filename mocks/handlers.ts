import type { RequestHandler } from 'msw'
import { demoHandlers } from './server/demo.handlers.ts'
import { searchHandlers } from './search/search.handlers.ts'
import { bookmarkHandlers } from './search/bookmarks.handlers.ts'
import { accountSettingsHandlers } from './account-settings/account-settings.handlers.ts'
import { permissionHandlers } from './roles/permissions.handlers.ts'
import { cardHandlers } from './analytics/cards.handlers.ts'
import { accountHandlers } from './session/accounts.handlers.ts'
import { jwtHandlers } from './session/jwt.handlers.ts'
import { pricingHandlers } from './shop/pricing.handlers.ts'
import { messageHandlers } from './chat/messages.handlers.ts'
import { conversionHandlers } from './chat/conversion.handlers.ts'
import { whatsAppHandlers } from './chat/whatsapp.handlers.ts'
import { demoChatHandlers } from './chat/demo-chat.handlers.ts'
import { chatControlHandlers } from './chat/chat-controls.handlers.ts'
import { ticketHandlers } from './tickets/tickets.handlers.ts'
import { calendarHandlers } from './calendar/calendar.handlers.ts'
import { kanbanHandlers } from './kanban/kanban.handlers.ts'
import { userHandlers } from './users/users.handlers.ts'
import { roleHandlers } from './roles/roles.handlers.ts'
import { datatableHandlers } from './datatable/datatables.handlers.ts'
import { ecommerceHandlers } from './shop/ecommerce.handlers.ts'
import { invoiceHandlers } from './invoices/invoices.handlers.ts'
import { todoHandlers } from './todo/todo.handlers.ts'
import { emailHandlers } from './email/email.handlers.ts'
import { helpCentreHandlers } from './help-centre/help-centre.handlers.ts'
import { apiKeyHandlers } from './api-keys/api-keys.handlers.ts'
import { autocompleteHandlers } from './ui-kit/autocomplete.handlers.ts'
import { blogHandlers } from './blog/blog.handlers.ts'
import { profileHandlers } from './account-settings/profile.handlers.ts'
import { uiKitUploadHandlers } from './ui-kit/ui-kit-upload.handlers.ts'

/** Every handler of the demo server, gathered in one list. */
export const handlers: RequestHandler[] = [
  ...demoHandlers,
  ...searchHandlers,
  ...bookmarkHandlers,
  ...accountSettingsHandlers,
  ...permissionHandlers,
  ...cardHandlers,
  ...accountHandlers,
  ...jwtHandlers,
  ...pricingHandlers,
  ...messageHandlers,
  ...conversionHandlers,
  ...whatsAppHandlers,
  ...demoChatHandlers,
  ...chatControlHandlers,
  ...ticketHandlers,
  ...calendarHandlers,
  ...kanbanHandlers,
  ...userHandlers,
  ...roleHandlers,
  ...datatableHandlers,
  ...ecommerceHandlers,
  ...invoiceHandlers,
  ...todoHandlers,
  ...emailHandlers,
  ...helpCentreHandlers,
  ...apiKeyHandlers,
  ...autocompleteHandlers,
  ...blogHandlers,
  ...profileHandlers,
  ...uiKitUploadHandlers,
]
