import type { ComponentType } from 'react'
import { useLocation } from 'wouter'
import { KitHeader, KitIndex, type KitSection } from './kit-index'
import { AutocompleteSection } from './autocomplete-section'
import { ToastsSection } from './toasts-section'
import { DragDropSection } from './drag-drop-section'
import { I18nSection } from './i18n-section'
import { PickersSection } from './pickers-section'
import { UploadSection } from './upload-section'
import { TourSection } from './tour-section'
import './ui-kit.css'

const sections: readonly (KitSection & { show: ComponentType })[] = [
  {
    id: 'autocomplete',
    path: '/extensions/autocomplete',
    icon: 'pi pi-search',
    show: AutocompleteSection,
  },
  { id: 'toasts', path: '/extensions/toasts', icon: 'pi pi-bell', show: ToastsSection },
  {
    id: 'dragAndDrop',
    path: '/extensions/drag-and-drop',
    icon: 'pi pi-arrows-alt',
    show: DragDropSection,
  },
  { id: 'i18n', path: '/extensions/i18n', icon: 'pi pi-language', show: I18nSection },
  { id: 'pickers', path: '/extensions/pickers', icon: 'pi pi-calendar', show: PickersSection },
  { id: 'fileUpload', path: '/extensions/file-upload', icon: 'pi pi-upload', show: UploadSection },
  { id: 'tour', path: '/extensions/tour', icon: 'pi pi-directions', show: TourSection },
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
