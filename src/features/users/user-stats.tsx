import { useTranslation } from 'react-i18next'
import type { User } from '@models/users/users'
import { useQuery } from '@/services/use-query'
import { allUsersQuery } from '@/services/users/users-query'
import { FigureCard, type FigureTone } from '@/components/figure-card/figure-card'
import { LoadError } from '@/components/load-states'
import { useErrorText } from '@/services/load-error-text'

const cards: {
  key: 'total' | 'active' | 'pending' | 'inactive'
  icon: string
  tone: FigureTone
}[] = [
  { key: 'total', icon: 'pi pi-users', tone: 'primary' },
  { key: 'active', icon: 'pi pi-user-plus', tone: 'success' },
  { key: 'pending', icon: 'pi pi-user-edit', tone: 'warning' },
  { key: 'inactive', icon: 'pi pi-user-minus', tone: 'danger' },
]

function countOf(users: readonly User[], key: (typeof cards)[number]['key']): number {
  return key === 'total' ? users.length : users.filter((user) => user.status === key).length
}

/** How many users there are, and how many are active, pending and inactive. */
export function UserStats() {
  const { t, i18n } = useTranslation('users')
  const { state, retry } = useQuery(allUsersQuery)
  const errorText = useErrorText(state.status === 'error' ? state.error : null)
  if (state.status === 'error')
    return (
      <LoadError
        look="line"
        title={t('stats.loadFailed')}
        message={errorText ?? ''}
        onRetry={retry}
      />
    )
  const users = state.status === 'ready' ? state.data : undefined
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <div className="grid user-stats">
      {cards.map(({ key, icon, tone }) => (
        <FigureCard
          key={key}
          label={t(`stats.${key}`)}
          figure={users ? number.format(countOf(users, key)) : undefined}
          caption={t(`stats.${key}Caption`)}
          icon={icon}
          tone={tone}
        />
      ))}
    </div>
  )
}
