import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import { useTranslation } from 'react-i18next'
import { useShownPreferences } from '@/services/preferences/preferences-store'
import { SearchHost } from '@/app/search/search-host'
import { VerticalMenu } from './vertical-menu'
import { HorizontalMenu } from './horizontal-menu'
import { Navbar } from './navbar'
import { Footer } from './footer'
import { OfflineNotice } from '@/components/offline-notice'
import { wakeOutboxWhenWaiting } from '@/services/local-store/outbox-wake'

const CustomizerPanel = lazy(() => import('./customizer-panel'))

/** The frame of every signed-in page: menu, navbar, content, footer and the customizer. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  // The saved preferences, or a layout the UI kit's /page-layout is trying on.
  const preferences = useShownPreferences()
  const [location] = useLocation()
  // The drawer belongs to the page it was opened on: navigating anywhere closes it.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null)
  const drawerOpen = drawerOpenAt === location
  const setDrawerOpen = (open: boolean) => setDrawerOpenAt(open ? location : null)
  const [customizerOpen, setCustomizerOpen] = useState(false)

  // What any screen left in the outbox is sent from whichever page the user is on.
  useEffect(wakeOutboxWhenWaiting, [])

  useEffect(() => {
    if (!drawerOpen) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setDrawerOpenAt(null)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [drawerOpen])

  const classes = [
    'app',
    `app--${preferences.layout}`,
    preferences.menuCollapsed && 'app--menu-collapsed',
    drawerOpen && 'app--drawer-open',
  ]
    .filter(Boolean)
    .join(' ')

  return (
    <div className={classes}>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <VerticalMenu onNavigate={() => setDrawerOpen(false)} />
      {drawerOpen && (
        <div className="drawer-backdrop" aria-hidden="true" onClick={() => setDrawerOpen(false)} />
      )}
      <div className="app__main">
        {preferences.navbar && (
          <Navbar
            onOpenMenu={() => setDrawerOpen(true)}
            onOpenCustomizer={() => setCustomizerOpen(true)}
          />
        )}
        {preferences.layout === 'horizontal' && <HorizontalMenu />}
        <OfflineNotice />
        <main id="main" className="content" tabIndex={-1}>
          <div className="content__inner">{children}</div>
        </main>
        {preferences.footer && <Footer />}
      </div>
      <button
        type="button"
        className="customizer-launcher"
        aria-label={t('customizer.open')}
        title={t('customizer.open')}
        onClick={() => setCustomizerOpen(true)}
      >
        <i className="pi pi-cog" aria-hidden="true" />
      </button>
      {customizerOpen && (
        <Suspense fallback={null}>
          <CustomizerPanel onClose={() => setCustomizerOpen(false)} />
        </Suspense>
      )}
      <SearchHost />
    </div>
  )
}
