import type { RequestHandler } from 'msw'
import { demoHandlers } from './handlers/demo.ts'
import { searchHandlers } from './handlers/search.ts'
import { bookmarkHandlers } from './handlers/bookmarks.ts'
import { accountSettingsHandlers } from './handlers/account-settings.ts'
import { permissionHandlers } from './handlers/permissions.ts'
import { cardHandlers } from './handlers/cards.ts'
import { accountHandlers } from './handlers/accounts.ts'
import { jwtHandlers } from './handlers/jwt.ts'
import { pricingHandlers } from './handlers/pricing.ts'
import { messageHandlers } from './handlers/messages.ts'
import { conversionHandlers } from './handlers/conversion.ts'
import { whatsAppHandlers } from './handlers/whatsapp.ts'
import { demoChatHandlers } from './handlers/demo-chat.ts'
import { chatControlHandlers } from './handlers/chat-controls.ts'
import { ticketHandlers } from './handlers/tickets.ts'
import { calendarHandlers } from './handlers/calendar.ts'
import { kanbanHandlers } from './handlers/kanban.ts'
import { userHandlers } from './handlers/users.ts'
import { roleHandlers } from './handlers/roles.ts'
import { datatableHandlers } from './handlers/datatables.ts'
import { ecommerceHandlers } from './handlers/ecommerce.ts'
import { invoiceHandlers } from './handlers/invoices.ts'
import { todoHandlers } from './handlers/todo.ts'
import { emailHandlers } from './handlers/email.ts'
import { helpCentreHandlers } from './handlers/help-centre.ts'
import { apiKeyHandlers } from './handlers/api-keys.ts'
import { autocompleteHandlers } from './handlers/autocomplete.ts'
import { blogHandlers } from './handlers/blog.ts'
import { profileHandlers } from './handlers/profile.ts'
import { uiKitUploadHandlers } from './handlers/ui-kit-upload.ts'

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
