import type { RouteEntry } from '@/components/routes/route-entry'
import { anyone } from '@/components/routes/access-rules'

type AuthPageRow = [
  path: string,
  titleKey: string,
  icon: string,
  page: RouteEntry['page'],
  load: RouteEntry['load'],
]

/** The template's authentication pages: blank pages anyone may open, in the menu's auth group. */
function templateAuthPages(rows: AuthPageRow[]): RouteEntry[] {
  return rows.map(([path, titleKey, icon, page, load]) => ({
    path,
    titleKey: `routes.${titleKey}`,
    icon,
    layout: 'blank',
    menu: 'auth',
    access: anyone,
    page,
    load,
  }))
}

/**
 * The routes of src/features/auth (route-table.ts collects them): the login page, where a visitor
 * signs in, and the template's authentication pages.
 */
export const authRoutes: RouteEntry[] = [
  {
    path: '/login',
    titleKey: 'routes.login',
    icon: 'pi pi-sign-in',
    layout: 'blank',
    access: anyone,
    guestOnly: true,
    searchable: false,
    page: '@/features/auth/login.page',
    load: () => import('@/features/auth/login.page'),
  },
  ...templateAuthPages([
    [
      '/pages/login-basic',
      'loginBasic',
      'pi pi-sign-in',
      '@/features/auth/login-basic.page',
      () => import('@/features/auth/login-basic.page'),
    ],
    [
      '/pages/login-cover',
      'loginCover',
      'pi pi-sign-in',
      '@/features/auth/login-cover.page',
      () => import('@/features/auth/login-cover.page'),
    ],
    [
      '/pages/register-basic',
      'registerBasic',
      'pi pi-user-plus',
      '@/features/auth/register-basic.page',
      () => import('@/features/auth/register-basic.page'),
    ],
    [
      '/pages/register-cover',
      'registerCover',
      'pi pi-user-plus',
      '@/features/auth/register-cover.page',
      () => import('@/features/auth/register-cover.page'),
    ],
    [
      '/pages/forgot-password-basic',
      'forgotPasswordBasic',
      'pi pi-question-circle',
      '@/features/auth/forgot-password-basic.page',
      () => import('@/features/auth/forgot-password-basic.page'),
    ],
    [
      '/pages/forgot-password-cover',
      'forgotPasswordCover',
      'pi pi-question-circle',
      '@/features/auth/forgot-password-cover.page',
      () => import('@/features/auth/forgot-password-cover.page'),
    ],
    [
      '/pages/reset-password-basic',
      'resetPasswordBasic',
      'pi pi-key',
      '@/features/auth/reset-password-basic.page',
      () => import('@/features/auth/reset-password-basic.page'),
    ],
    [
      '/pages/reset-password-cover',
      'resetPasswordCover',
      'pi pi-key',
      '@/features/auth/reset-password-cover.page',
      () => import('@/features/auth/reset-password-cover.page'),
    ],
    [
      '/pages/verify-email-basic',
      'verifyEmailBasic',
      'pi pi-envelope',
      '@/features/auth/verify-email-basic.page',
      () => import('@/features/auth/verify-email-basic.page'),
    ],
    [
      '/pages/verify-email-cover',
      'verifyEmailCover',
      'pi pi-envelope',
      '@/features/auth/verify-email-cover.page',
      () => import('@/features/auth/verify-email-cover.page'),
    ],
    [
      '/pages/two-steps-basic',
      'twoStepsBasic',
      'pi pi-mobile',
      '@/features/auth/two-steps-basic.page',
      () => import('@/features/auth/two-steps-basic.page'),
    ],
    [
      '/pages/two-steps-cover',
      'twoStepsCover',
      'pi pi-mobile',
      '@/features/auth/two-steps-cover.page',
      () => import('@/features/auth/two-steps-cover.page'),
    ],
  ]),
]
