import type { ComponentType } from 'react'
import { useLocation } from 'wouter'
import { KitHeader, KitIndex, type KitSection } from './kit-index'
import { AutocompleteSection } from './autocomplete-section'
import './ui-kit.css'

const sections: readonly (KitSection & { show: ComponentType })[] = [
  {
    id: 'autocomplete',
    path: '/extensions/autocomplete',
    icon: 'pi pi-search',
    show: AutocompleteSection,
  },
]

/** The extensions (/extensions and its pages): the index, or the sub-page the path names. */
export default function ExtensionsPage() {
  const [location] = useLocation()
  const wanted = location.toLowerCase().replace(/\/+$/, '')
  const section = sections.find((entry) => entry.path === wanted)
  if (!section) return <KitIndex family="extensions" sections={sections} />
  const Show = section.show
  return (
    <div className="page-stack">
      <KitHeader family="extensions" section={section.id} path="/extensions" />
      <Show />
    </div>
  )
}
