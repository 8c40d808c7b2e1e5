import type { ComponentType } from 'react'
import { useLocation } from 'wouter'
import { KitHeader, KitIndex, type KitSection } from './kit-index'
import { TypographySection } from './typography-section'
import { AvatarsSection } from './avatars-section'
import { ButtonsSection } from './buttons-section'
import { BadgesSection } from './badges-section'
import { ListGroupsSection } from './list-groups-section'
import './ui-kit.css'

const sections: readonly (KitSection & { show: ComponentType })[] = [
  {
    id: 'typography',
    path: '/ui-element/typography',
    icon: 'pi pi-align-left',
    show: TypographySection,
  },
  { id: 'avatars', path: '/ui-element/avatars', icon: 'pi pi-user', show: AvatarsSection },
  { id: 'buttons', path: '/ui-element/buttons', icon: 'pi pi-stop', show: ButtonsSection },
  { id: 'badges', path: '/ui-element/badges', icon: 'pi pi-tag', show: BadgesSection },
  {
    id: 'listGroups',
    path: '/ui-element/list-groups',
    icon: 'pi pi-list',
    show: ListGroupsSection,
  },
]

/**
 * The UI elements (/ui-element and its pages): the index, or the sub-page the path names, each a
 * set of cards showing the product's own components in their states.
 */
export default function UiElementPage() {
  const [location] = useLocation()
  const section = sections.find(
    (entry) => location.toLowerCase().replace(/\/+$/, '') === entry.path,
  )
  if (!section) return <KitIndex family="uiElement" sections={sections} />
  const Show = section.show
  return (
    <div className="page-stack">
      <KitHeader family="uiElement" section={section.id} path="/ui-element" />
      <Show />
    </div>
  )
}
