import type { AbilityRule } from '@models/session/abilities'
import type { RouteEntry } from '@/components/routes/route-entry'

/** The team's mailbox: the admin and employees, not a client. */
const teamMail: AbilityRule = { action: 'read', subject: 'Email' }

/** The routes of src/features/email, in the order of the menu (route-table.ts collects them). */
export const emailRoutes: RouteEntry[] = [
  {
    path: '/apps/email',
    titleKey: 'routes.email',
    icon: 'pi pi-envelope',
    layout: 'app',
    menu: 'apps',
    access: teamMail,
    namespaces: ['email', 'mail'],
    page: '@/features/email/email.page',
    load: () => import('@/features/email/email.page'),
    prefetchModule: '@/services/email/email-query',
    prefetch: (search) =>
      import('@/services/email/email-query').then((module) => module.prefetchEmail(search)),
  },
]
