import type { ReactNode } from 'react'
import { Link } from 'wouter'
import type { TFunction } from 'i18next'
import { Button } from '@/components/button'
import { openSearch } from '@/services/search-trigger'

/** One item of the checklist. `id` is what progress stores, so it must never change. */
export interface GettingStartedStep {
  id: string
  icon: string
  /** What the admin can do right from the step, if anything. */
  action?: (t: TFunction) => ReactNode
}

// Mac keyboards have ⌘ where others have Ctrl; the navbar shows the same hint.
const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/** The search shortcut as the admin's keyboard labels it. */
export const searchShortcut = () => (isMac() ? '⌘K' : 'Ctrl+K')

/** The checklist a new admin goes through, in the order it makes sense to do it. */
export const gettingStartedSteps: GettingStartedStep[] = [
  {
    id: 'customize',
    icon: 'pi pi-palette',
    action: (t) => (
      <p className="gs-step__hint">
        <span className="gs-chip">
          <i className="pi pi-cog" aria-hidden="true" />
          {t('gettingStarted.steps.customize.gear')}
        </span>
        <span className="gs-chip">
          <i className="pi pi-user" aria-hidden="true" />
          {t('gettingStarted.steps.customize.userMenu')}
        </span>
        <span className="gs-chip">
          <i className="pi pi-language" aria-hidden="true" />
          {t('gettingStarted.steps.customize.language')}
        </span>
      </p>
    ),
  },
  {
    id: 'bookmarks',
    icon: 'pi pi-star',
    action: (t) => (
      <p className="gs-step__hint">
        <span className="gs-chip">
          <i className="pi pi-star" aria-hidden="true" />
          {t('gettingStarted.steps.bookmarks.hint')}
        </span>
      </p>
    ),
  },
  {
    id: 'search',
    icon: 'pi pi-search',
    action: (t) => (
      <Button variant="secondary" icon="pi pi-search" onClick={openSearch}>
        {t('gettingStarted.steps.search.action')}
      </Button>
    ),
  },
  {
    id: 'notifications',
    icon: 'pi pi-bell',
    action: (t) => (
      <Link href="/apps/settings/notification" className="btn btn--secondary">
        <i className="pi pi-bell" aria-hidden="true" />
        {t('gettingStarted.steps.notifications.action')}
      </Link>
    ),
  },
  {
    id: 'permissions',
    icon: 'pi pi-shield',
    action: (t) => (
      <Link href="/apps/settings/role-permissions" className="btn btn--secondary">
        <i className="pi pi-shield" aria-hidden="true" />
        {t('gettingStarted.steps.permissions.action')}
      </Link>
    ),
  },
]

/** The ids of the steps, in checklist order. */
export const gettingStartedStepIds = gettingStartedSteps.map((step) => step.id)
