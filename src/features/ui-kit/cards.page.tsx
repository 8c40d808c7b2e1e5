import { lazy, Suspense, type ComponentType } from 'react'
import { useLocation } from 'wouter'
import { PageLoading } from '@/components/page-loading'
import { KitHeader, KitIndex, type KitSection } from './kit-index'
import './ui-kit.css'

// The sections load apart from the page: were the dashboard's cards in the UI kit's page code,
// three areas would share them and the build would move them into the chunk that every
// signed-in page loads (vite/first-visit-chunks.ts). They stay the home's and the dashboard's.
const sectionsModule = () => import('./cards-sections')
const BasicCardsSection = lazy(() =>
  sectionsModule().then((module) => ({ default: module.BasicCardsSection })),
)
const AdvancedCardsSection = lazy(() =>
  sectionsModule().then((module) => ({ default: module.AdvancedCardsSection })),
)
const StatisticsCardsSection = lazy(() =>
  sectionsModule().then((module) => ({ default: module.StatisticsCardsSection })),
)
const AnalyticsCardsSection = lazy(() =>
  sectionsModule().then((module) => ({ default: module.AnalyticsCardsSection })),
)
const ActionCardsSection = lazy(() =>
  sectionsModule().then((module) => ({ default: module.ActionCardsSection })),
)

const sections: readonly (KitSection & { show: ComponentType })[] = [
  { id: 'basic', path: '/cards/basic', icon: 'pi pi-id-card', show: BasicCardsSection },
  { id: 'advanced', path: '/cards/advanced', icon: 'pi pi-chart-pie', show: AdvancedCardsSection },
  {
    id: 'statistics',
    path: '/cards/statistics',
    icon: 'pi pi-chart-bar',
    show: StatisticsCardsSection,
  },
  {
    id: 'analytics',
    path: '/cards/analytics',
    icon: 'pi pi-chart-line',
    show: AnalyticsCardsSection,
  },
  { id: 'actions', path: '/cards/actions', icon: 'pi pi-sliders-h', show: ActionCardsSection },
]

/**
 * The cards (/cards and its pages): the index, or the sub-page the path names. Every card is the
 * one the home and the analytics dashboard show (src/components/analytics-cards), with the demo
 * server's figures, or the figure card of the lists.
 */
export default function CardsPage() {
  const [location] = useLocation()
  const section = sections.find(
    (entry) => location.toLowerCase().replace(/\/+$/, '') === entry.path,
  )
  if (!section) return <KitIndex family="cards" sections={sections} />
  const Show = section.show
  return (
    <div className="page-stack">
      <KitHeader family="cards" section={section.id} path="/cards" />
      <Suspense fallback={<PageLoading />}>
        <Show />
      </Suspense>
    </div>
  )
}
