/** A way into one area of the suite from the client's home. */
export interface Shortcut {
  path: string
  icon: string
  tone: 'primary' | 'success' | 'info' | 'warning'
  /** Translation keys under `companyHome.shortcuts.<id>`. */
  id: 'whatsapp' | 'liveChat' | 'tickets' | 'calendar'
}

/** Messaging, support tickets and the calendar: what a client comes to the suite for. */
export const shortcuts: Shortcut[] = [
  { id: 'whatsapp', path: '/apps/message/whatsapp', icon: 'pi pi-whatsapp', tone: 'success' },
  { id: 'liveChat', path: '/apps/message/live_chat', icon: 'pi pi-comments', tone: 'info' },
  { id: 'tickets', path: '/apps/tickets', icon: 'pi pi-ticket', tone: 'warning' },
  { id: 'calendar', path: '/apps/calendar', icon: 'pi pi-calendar', tone: 'primary' },
]
