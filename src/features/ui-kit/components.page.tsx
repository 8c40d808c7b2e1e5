import type { ComponentType } from 'react'
import { useLocation } from 'wouter'
import { KitHeader, KitIndex, type KitSection } from './kit-index'
import { AlertsSection, ProgressSection, SpinnersSection, ToastsSection } from './feedback-sections'
import {
  BreadcrumbsSection,
  PaginationSection,
  TabsSection,
  TimelineSection,
} from './navigation-sections'
import {
  AccordionSection,
  DialogsSection,
  DropdownsSection,
  TooltipsSection,
} from './overlay-sections'
import './ui-kit.css'

/** The components family's sub-pages, in the order of its index and the menu. */
const componentSections: readonly (KitSection & { show: ComponentType })[] = [
  {
    id: 'alerts',
    path: '/components/alerts',
    icon: 'pi pi-exclamation-circle',
    show: AlertsSection,
  },
  { id: 'accordion', path: '/components/accordion', icon: 'pi pi-bars', show: AccordionSection },
  { id: 'tabs', path: '/components/tabs', icon: 'pi pi-folder', show: TabsSection },
  {
    id: 'breadcrumbs',
    path: '/components/breadcrumbs',
    icon: 'pi pi-angle-double-right',
    show: BreadcrumbsSection,
  },
  {
    id: 'dropdowns',
    path: '/components/dropdowns',
    icon: 'pi pi-chevron-circle-down',
    show: DropdownsSection,
  },
  {
    id: 'dialogs',
    path: '/components/dialogs',
    icon: 'pi pi-window-maximize',
    show: DialogsSection,
  },
  {
    id: 'pagination',
    path: '/components/pagination',
    icon: 'pi pi-ellipsis-h',
    show: PaginationSection,
  },
  { id: 'progress', path: '/components/progress', icon: 'pi pi-percentage', show: ProgressSection },
  { id: 'spinners', path: '/components/spinners', icon: 'pi pi-spinner', show: SpinnersSection },
  { id: 'tooltips', path: '/components/tooltips', icon: 'pi pi-comment', show: TooltipsSection },
  { id: 'toasts', path: '/components/toasts', icon: 'pi pi-bell', show: ToastsSection },
  { id: 'timeline', path: '/components/timeline', icon: 'pi pi-history', show: TimelineSection },
]

/**
 * The components (/components and its pages): the index, or the sub-page the path names, each a
 * set of cards showing the product's own components, working.
 */
export default function ComponentsPage() {
  const [location] = useLocation()
  const section = componentSections.find(
    (entry) => location.toLowerCase().replace(/\/+$/, '') === entry.path,
  )
  if (!section) return <KitIndex family="components" sections={componentSections} />
  const Show = section.show
  return (
    <div className="page-stack">
      <KitHeader family="components" section={section.id} path="/components" />
      <Show />
    </div>
  )
}
