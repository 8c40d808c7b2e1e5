import type { AbilityRule } from '@models/session/abilities'
import type { RouteEntry } from '@/components/routes/route-entry'

/** The invoices: only the admin's `manage all` covers them. */
const invoicesAdmin: AbilityRule = { action: 'read', subject: 'Invoices' }

/** The routes of src/features/invoices, in the order of the menu (route-table.ts collects them). */
export const invoicesRoutes: RouteEntry[] = [
  {
    path: '/apps/invoice/list',
    titleKey: 'routes.invoiceList',
    icon: 'pi pi-file',
    layout: 'app',
    menu: 'apps',
    access: invoicesAdmin,
    namespaces: ['invoices', 'table'],
    page: '@/features/invoices/invoice-list.page',
    load: () => import('@/features/invoices/invoice-list.page'),
    prefetchModule: '@/services/invoices/invoices-query',
    prefetch: (search) =>
      import('@/services/invoices/invoices-query').then((module) =>
        module.prefetchInvoiceList(search),
      ),
  },
  {
    path: '/apps/invoice/preview',
    pattern: '/apps/invoice/preview/:id?',
    titleKey: 'routes.invoicePreview',
    icon: 'pi pi-file-pdf',
    layout: 'app',
    menu: 'apps',
    access: invoicesAdmin,
    namespaces: ['invoices'],
    page: '@/features/invoices/invoice-preview.page',
    load: () => import('@/features/invoices/invoice-preview.page'),
    prefetchModule: '@/services/invoices/invoices-query',
    prefetch: (_search, params) =>
      import('@/services/invoices/invoices-query').then((module) => module.prefetchInvoice(params)),
  },
  {
    path: '/apps/invoice/edit',
    pattern: '/apps/invoice/edit/:id?',
    titleKey: 'routes.invoiceEdit',
    icon: 'pi pi-file-edit',
    layout: 'app',
    menu: 'apps',
    access: invoicesAdmin,
    namespaces: ['invoices'],
    page: '@/features/invoices/invoice-edit.page',
    load: () => import('@/features/invoices/invoice-edit.page'),
    prefetchModule: '@/services/invoices/invoices-query',
    prefetch: (_search, params) =>
      import('@/services/invoices/invoices-query').then((module) =>
        module.prefetchInvoice(params, true),
      ),
  },
  {
    path: '/apps/invoice/add',
    titleKey: 'routes.invoiceAdd',
    icon: 'pi pi-file-plus',
    layout: 'app',
    menu: 'apps',
    access: invoicesAdmin,
    namespaces: ['invoices'],
    page: '@/features/invoices/invoice-add.page',
    load: () => import('@/features/invoices/invoice-add.page'),
    prefetchModule: '@/services/invoices/invoices-query',
    prefetch: () =>
      import('@/services/invoices/invoices-query').then((module) =>
        module.prefetchInvoice({}, true),
      ),
  },
]
