import { useTranslation } from 'react-i18next'
import type { EmailFolder, EmailLabel } from '@models/email/email-message'

/** The tone of each label's dot and tag (base.css `tone--*`). */
export const labelTones: Record<EmailLabel, string> = {
  personal: 'success',
  company: 'primary',
  important: 'warning',
  private: 'danger',
}

export const folderIcons: Record<EmailFolder, string> = {
  inbox: 'pi pi-inbox',
  sent: 'pi pi-send',
  draft: 'pi pi-file-edit',
  spam: 'pi pi-exclamation-circle',
  trash: 'pi pi-trash',
}

/** The names of the folders and labels in the chosen language. */
export function useEmailWords() {
  const { t } = useTranslation('email')
  return {
    folder: (folder: EmailFolder) => t(`folders.${folder}`),
    label: (label: EmailLabel) => t(`labels.${label}`),
  }
}
