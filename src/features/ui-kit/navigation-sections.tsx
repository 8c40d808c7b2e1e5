import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Breadcrumbs } from '@/components/breadcrumbs'
import { PagePaginator } from '@/components/list-table/list-paginator'
import { Tabs } from '@/components/tabs'
import { Timeline, type TimelineEntry } from '@/components/timeline'
import { KitCard } from './kit-index'

/** The product's tabs: plain and with icons; the arrow keys move between them. */
export function TabsSection() {
  const { t } = useTranslation('uikit')
  const items = (['home', 'profile', 'messages'] as const).map((key) => ({
    key,
    label: t(`tabs.${key}`),
    body: <p className="kit-note">{t(`tabs.${key}Text`)}</p>,
  }))
  const icons = { home: 'pi pi-home', profile: 'pi pi-user', messages: 'pi pi-envelope' }
  return (
    <div className="grid kit-grid--wide">
      <KitCard title={t('tabs.basic')} source="src/components/tabs.tsx">
        <Tabs label={t('tabs.basic')} items={items} />
      </KitCard>
      <KitCard title={t('tabs.withIcons')} source="src/components/tabs.tsx">
        <Tabs
          label={t('tabs.withIcons')}
          initial="profile"
          items={items.map((item) => ({ ...item, icon: icons[item.key] }))}
        />
      </KitCard>
    </div>
  )
}

/** The product's breadcrumbs: a short trail, and one with icons. */
export function BreadcrumbsSection() {
  const { t } = useTranslation('uikit')
  return (
    <div className="grid kit-grid--wide">
      <KitCard title={t('breadcrumbs.basic')} source="src/components/breadcrumbs.tsx">
        <Breadcrumbs
          label={t('breadcrumbs.basic')}
          items={[
            { label: t('breadcrumbs.home'), href: '/' },
            { label: t('components.title'), href: '/components' },
            { label: t('components.breadcrumbs.title') },
          ]}
        />
      </KitCard>
      <KitCard title={t('breadcrumbs.withIcons')} source="src/components/breadcrumbs.tsx">
        <Breadcrumbs
          label={t('breadcrumbs.withIcons')}
          items={[
            { label: t('breadcrumbs.home'), href: '/', icon: 'pi pi-home' },
            { label: t('uiElement.title'), href: '/ui-element', icon: 'pi pi-objects-column' },
            { label: t('components.title'), href: '/components', icon: 'pi pi-th-large' },
            { label: t('components.breadcrumbs.title'), icon: 'pi pi-angle-double-right' },
          ]}
        />
      </KitCard>
    </div>
  )
}

const totalRows = 87
const perPage = 10

/** The lists' paginator, over a pretend list of 87 rows. */
export function PaginationSection() {
  const { t } = useTranslation('uikit')
  const [page, setPage] = useState(1)
  const first = (page - 1) * perPage
  const shown = Math.min(perPage, totalRows - first)
  return (
    <div className="grid">
      <KitCard title={t('pagination.list')} source="src/components/list-table/list-paginator.tsx">
        <p className="kit-note" aria-live="polite">
          {t('pagination.showing', { page, from: first + 1, to: first + shown })}
        </p>
        <PagePaginator
          page={page}
          perPage={perPage}
          shown={shown}
          total={totalRows}
          onPage={setPage}
        />
      </KitCard>
    </div>
  )
}

/** The product's timeline: an order's story, newest first. */
export function TimelineSection() {
  const { t, i18n } = useTranslation('uikit')
  const time = (hoursAgo: number) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(Date.UTC(2026, 10, 20, 15) - hoursAgo * 3_600_000))
  const entries: TimelineEntry[] = [
    { key: 'delivered', tone: 'success', icon: 'pi pi-check', hours: 0 },
    { key: 'shipped', tone: 'info', icon: 'pi pi-truck', hours: 20 },
    { key: 'paid', tone: 'primary', icon: 'pi pi-credit-card', hours: 44 },
    { key: 'placed', tone: 'warning', icon: 'pi pi-shopping-cart', hours: 45 },
  ].map(({ key, tone, icon, hours }) => ({
    key,
    tone: tone as TimelineEntry['tone'],
    icon,
    title: t(`timeline.${key}`),
    time: time(hours),
    body: <p>{t(`timeline.${key}Text`)}</p>,
  }))
  return (
    <div className="grid kit-grid--wide">
      <KitCard title={t('timeline.order')} source="src/components/timeline.tsx">
        <Timeline label={t('timeline.order')} entries={entries} />
      </KitCard>
    </div>
  )
}
