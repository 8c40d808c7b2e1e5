import { useTranslation } from 'react-i18next'
import type { ConnectionState } from '@models/chat/whatsapp-connection'

const looks: Record<ConnectionState, { icon: string; tone: string }> = {
  connected: { icon: 'pi pi-check-circle', tone: 'success' },
  lapsed: { icon: 'pi pi-exclamation-triangle', tone: 'warning' },
  disconnected: { icon: 'pi pi-times-circle', tone: 'danger' },
}

/** Where the link stands, as a coloured chip: green, amber or red. */
export function StatusChip({ state }: { state: ConnectionState }) {
  const { t } = useTranslation()
  return (
    <span className={`wa-chip tone--${looks[state].tone}`}>
      <i className={looks[state].icon} aria-hidden="true" />
      {t(`whatsappConnect.status.${state}`)}
    </span>
  )
}
