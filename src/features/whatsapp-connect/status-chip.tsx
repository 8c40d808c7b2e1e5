import { useTranslation } from 'react-i18next'
import type { ConnectionState } from '@models/whatsapp-connection'

const icons: Record<ConnectionState, string> = {
  connected: 'pi pi-check-circle',
  lapsed: 'pi pi-exclamation-triangle',
  disconnected: 'pi pi-times-circle',
}

/** Where the link stands, as a coloured chip: green, amber or red. */
export function StatusChip({ state }: { state: ConnectionState }) {
  const { t } = useTranslation()
  return (
    <span className={`wa-chip wa-chip--${state}`}>
      <i className={icons[state]} aria-hidden="true" />
      {t(`whatsappConnect.status.${state}`)}
    </span>
  )
}
