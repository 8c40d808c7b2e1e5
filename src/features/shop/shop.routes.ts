import type { RouteEntry } from '@/components/routes/route-entry'

/** The routes of src/features/shop, in the order of the menu (route-table.ts collects them). */
export const shopRoutes: RouteEntry[] = [
  {
    path: '/apps/ecommerce/shop',
    titleKey: 'routes.shop',
    icon: 'pi pi-shopping-bag',
    layout: 'app',
    menu: 'apps',
    namespaces: ['shop', 'table'],
    page: '@/features/shop/shop.page',
    load: () => import('@/features/shop/shop.page'),
    prefetchModule: '@/services/shop/shop-query',
    prefetch: (search) =>
      import('@/services/shop/shop-query').then((module) => module.prefetchShop(search)),
  },
  {
    path: '/apps/ecommerce/product-detail',
    pattern: '/apps/ecommerce/product-detail/:id?',
    titleKey: 'routes.productDetail',
    icon: 'pi pi-box',
    layout: 'app',
    menu: 'apps',
    namespaces: ['shop'],
    page: '@/features/shop/product-detail.page',
    load: () => import('@/features/shop/product-detail.page'),
    prefetchModule: '@/services/shop/shop-query',
    prefetch: (_search, params) =>
      import('@/services/shop/shop-query').then((module) => module.prefetchProduct(params)),
  },
  {
    path: '/apps/ecommerce/wishlist',
    titleKey: 'routes.wishlist',
    icon: 'pi pi-heart',
    layout: 'app',
    menu: 'apps',
    namespaces: ['shop'],
    page: '@/features/shop/wishlist.page',
    load: () => import('@/features/shop/wishlist.page'),
    prefetchModule: '@/services/shop/shop-query',
    prefetch: () =>
      import('@/services/shop/shop-query').then((module) => module.prefetchWishlist()),
  },
  {
    path: '/apps/ecommerce/checkout',
    titleKey: 'routes.checkout',
    icon: 'pi pi-shopping-cart',
    layout: 'app',
    menu: 'apps',
    namespaces: ['shop'],
    page: '@/features/shop/checkout.page',
    load: () => import('@/features/shop/checkout.page'),
    prefetchModule: '@/services/shop/shop-query',
    prefetch: () => import('@/services/shop/shop-query').then((module) => module.prefetchCart()),
  },
]
