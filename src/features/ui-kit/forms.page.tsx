import type { ComponentType } from 'react'
import { useLocation } from 'wouter'
import { KitHeader, KitIndex, type KitSection } from './kit-index'
import { FormElementsSection } from './form-elements-section'
import { FormLayoutsSection } from './form-layouts-section'
import { ValidationSection } from './validation-section'
import { WizardSection } from './wizard-section'
import './ui-kit.css'
import './forms.css'

const sections: readonly (KitSection & { show: ComponentType })[] = [
  {
    id: 'elements',
    path: '/forms/elements',
    icon: 'pi pi-check-square',
    show: FormElementsSection,
  },
  { id: 'layouts', path: '/forms/layouts', icon: 'pi pi-objects-column', show: FormLayoutsSection },
  { id: 'validation', path: '/forms/validation', icon: 'pi pi-verified', show: ValidationSection },
  { id: 'wizard', path: '/forms/wizard', icon: 'pi pi-directions', show: WizardSection },
]

/**
 * The forms (/forms and its pages): the index, or the sub-page the path names: the product's form
 * controls, form layouts, validation as the user goes, and a multi-step wizard.
 */
export default function FormsPage() {
  const [location] = useLocation()
  const section = sections.find(
    (entry) => location.toLowerCase().replace(/\/+$/, '') === entry.path,
  )
  if (!section) return <KitIndex family="forms" sections={sections} />
  const Show = section.show
  return (
    <div className="page-stack">
      <KitHeader family="forms" section={section.id} path="/forms" />
      <Show />
    </div>
  )
}
