import type { ComponentType } from 'react'
import { useLocation } from 'wouter'
import { KitHeader, KitIndex, type KitSection } from './kit-index'
import {
  ActionCardsSection,
  AdvancedCardsSection,
  AnalyticsCardsSection,
  BasicCardsSection,
  StatisticsCardsSection,
} from './cards-sections'
import './ui-kit.css'

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
      <Show />
    </div>
  )
}
