import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { Button } from '@/components/button'
import { MailFolders, type MailFolderItem } from '@/components/mail/mail-folders'
import {
  emailFolders,
  emailLabels,
  type EmailFolder,
  type EmailLabel,
  type EmailsMeta,
} from '@models/email/email-message'
import { folderIcons, labelTones, useEmailWords } from './email-words'

/** The folder's count: unread in the inbox and spam, every draft (SPEC.md section 7). */
function countOf(folder: EmailFolder, meta: EmailsMeta | null, t: TFunction<'email'>) {
  if (!meta) return {}
  if (folder === 'inbox' || folder === 'spam') {
    const count = meta[folder]
    return { badge: { count, label: t('folders.unread', { count }) } }
  }
  if (folder === 'draft') {
    return { total: { count: meta.draft, label: t('folders.drafts', { count: meta.draft }) } }
  }
  return {}
}

/** The pane beside the list: Compose, the five folders with their counts, and the labels. */
export function EmailFolders({
  folder,
  label,
  meta,
  onFolder,
  onLabel,
  onCompose,
}: {
  /** The folder listed, or null for a label across the folders. */
  folder: EmailFolder | null
  label: EmailLabel | null
  meta: EmailsMeta | null
  onFolder: (folder: EmailFolder) => void
  onLabel: (label: EmailLabel) => void
  onCompose: () => void
}) {
  const { t } = useTranslation('email')
  const words = useEmailWords()
  const folders = emailFolders.map((item): MailFolderItem => ({
    id: item,
    name: words.folder(item),
    icon: folderIcons[item],
    ...countOf(item, meta, t),
  }))
  const labels = emailLabels.map((item): MailFolderItem => ({
    id: item,
    name: words.label(item),
    dot: labelTones[item],
  }))
  return (
    <div className="email-folders">
      <Button icon="pi pi-pencil" className="email-folders__compose" onClick={onCompose}>
        {t('compose')}
      </Button>
      <MailFolders
        label={t('folders.label')}
        items={folders}
        current={folder}
        onChoose={(id) => onFolder(id as EmailFolder)}
      />
      <MailFolders
        label={t('labels.label')}
        heading={<h2 className="email-folders__heading">{t('labels.label')}</h2>}
        items={labels}
        current={label}
        onChoose={(id) => onLabel(id as EmailLabel)}
      />
    </div>
  )
}
