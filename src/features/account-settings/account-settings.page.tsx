import { useTranslation } from 'react-i18next'
import { LinkTabs } from '@/components/link-tabs'
import { LoadError, LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'
import { NotificationForm } from '@/components/notification-settings/notification-form'
import { useRouteParams } from '@/components/route-params'
import { accountSettingsQuery } from '@/services/account-settings/account-settings-query'
import { useErrorText } from '@/services/load-error-text'
import { useQuery } from '@/services/use-query'
import { GeneralForm } from './general-form'
import { InfoForm } from './info-form'
import { SecurityTab } from './security-tab'
import { SocialTab } from './social-tab'
import './account-settings.css'

const tabs = ['account', 'security', 'social', 'notifications'] as const
type Tab = (typeof tabs)[number]

const tabIcons: Record<Tab, string> = {
  account: 'pi pi-user',
  security: 'pi pi-lock',
  social: 'pi pi-link',
  notifications: 'pi pi-bell',
}

const tabPath = (tab: Tab) => `/pages/account-settings/${tab}`

/**
 * The signed-in account's settings, one tab per address (`/pages/account-settings/:tab?`): the
 * account's details, its security, its social links and connections, and its notifications.
 * Each section saves on its own and shows the server's field errors under its fields.
 */
export default function AccountSettingsPage() {
  const { t } = useTranslation('account')
  const params = useRouteParams()
  const current: Tab = tabs.find((tab) => tab === params.tab) ?? 'account'
  const { state, retry } = useQuery(accountSettingsQuery)
  const reason = useErrorText(state.status === 'error' ? state.error : undefined)

  return (
    <div className="page-stack account-settings">
      <header className="page-header">
        <h1>{t('title')}</h1>
        <p>{t('subtitle')}</p>
      </header>
      <LinkTabs
        label={t('tabs.label')}
        current={current}
        tabs={tabs.map((tab) => ({
          key: tab,
          href: tabPath(tab),
          icon: tabIcons[tab],
          label: t(`tabs.${tab}`),
        }))}
      />
      {state.status === 'loading' && (
        <LoadingPlaceholder className="account-skeleton" label={t('load.loading')}>
          {[0, 1].map((card) => (
            <div className="card account-section" key={card} aria-hidden="true">
              <SkeletonBlock className="account-skeleton__title" />
              <SkeletonBlock className="account-skeleton__line" />
              <SkeletonBlock className="account-skeleton__line" />
            </div>
          ))}
        </LoadingPlaceholder>
      )}
      {state.status === 'error' && (
        <LoadError
          look="page"
          title={t('load.title')}
          message={reason ?? t('load.message')}
          onRetry={retry}
        />
      )}
      {state.status === 'ready' && (
        <div className="account-settings__body" key={current}>
          {current === 'account' && (
            <>
              <GeneralForm initial={state.data.general} />
              <InfoForm initial={state.data.info} />
            </>
          )}
          {current === 'security' && <SecurityTab />}
          {current === 'social' && <SocialTab social={state.data.social} />}
          {current === 'notifications' && <NotificationForm initial={state.data.notification} />}
        </div>
      )}
    </div>
  )
}
