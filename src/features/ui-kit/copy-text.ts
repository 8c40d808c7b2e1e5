import { useTranslation } from 'react-i18next'
import { copyAndTell } from '@/services/clipboard'

/**
 * Copies `text` to the clipboard and says so in a toast ("Copied: pi pi-home"), or says it could
 * not (a browser that refuses the clipboard outside a secure page).
 */
export function useCopyText(): (text: string) => Promise<void> {
  const { t } = useTranslation('uikit')
  return (text) =>
    copyAndTell(
      text,
      { summary: t('copy.done'), detail: text, life: 2500 },
      { summary: t('copy.failed'), detail: text },
    )
}
