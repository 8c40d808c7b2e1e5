import { useTranslation } from 'react-i18next'
import { notify } from '@/services/toast'

/**
 * Copies `text` to the clipboard and says so in a toast ("Copied: pi pi-home"), or says it could
 * not (a browser that refuses the clipboard outside a secure page).
 */
export function useCopyText(): (text: string) => Promise<void> {
  const { t } = useTranslation('uikit')
  return async (text) => {
    try {
      await navigator.clipboard.writeText(text)
      notify({ severity: 'success', summary: t('copy.done'), detail: text, life: 2500 })
    } catch {
      notify({ severity: 'error', summary: t('copy.failed'), detail: text })
    }
  }
}
