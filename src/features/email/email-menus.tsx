import { useTranslation } from 'react-i18next'
import { Dropdown, DropdownAction } from '@/components/dropdown'
import { emailFolders, emailLabels, type EmailFolder, type EmailLabel } from '@models/email-message'
import { folderIcons, labelTones, useEmailWords } from './email-words'

/** Moves the emails it acts on to another folder: every folder but the one they are in. */
export function MoveMenu({
  current,
  onMove,
}: {
  current: EmailFolder | null
  onMove: (folder: EmailFolder) => void
}) {
  const { t } = useTranslation('email')
  const words = useEmailWords()
  return (
    <Dropdown
      label={t('bulk.moveTo')}
      align="start"
      triggerClassName="btn btn--icon"
      trigger={
        <>
          <i className="pi pi-folder" aria-hidden="true" />
          <span className="visually-hidden">{t('bulk.moveTo')}</span>
        </>
      }
    >
      {(close) =>
        emailFolders
          .filter((folder) => folder !== current)
          .map((folder) => (
            <DropdownAction
              key={folder}
              icon={folderIcons[folder]}
              close={close}
              onSelect={() => onMove(folder)}
            >
              {words.folder(folder)}
            </DropdownAction>
          ))
      }
    </Dropdown>
  )
}

/** Toggles a label on the emails it acts on. */
export function LabelMenu({ onToggle }: { onToggle: (label: EmailLabel) => void }) {
  const { t } = useTranslation('email')
  const words = useEmailWords()
  return (
    <Dropdown
      label={t('bulk.toggleLabel')}
      align="start"
      triggerClassName="btn btn--icon"
      trigger={
        <>
          <i className="pi pi-tag" aria-hidden="true" />
          <span className="visually-hidden">{t('bulk.toggleLabel')}</span>
        </>
      }
    >
      {(close) =>
        emailLabels.map((label) => (
          <DropdownAction
            key={label}
            icon={`pi pi-circle-fill email-label-icon tone--${labelTones[label]}`}
            close={close}
            onSelect={() => onToggle(label)}
          >
            {words.label(label)}
          </DropdownAction>
        ))
      }
    </Dropdown>
  )
}

/** An email's labels, each a small tag in its colour. */
export function EmailLabelTags({ labels }: { labels: readonly EmailLabel[] }) {
  const words = useEmailWords()
  if (labels.length === 0) return null
  return (
    <span className="email-labels">
      {labels.map((label) => (
        <span key={label} className={`email-label tone--${labelTones[label]}`}>
          {words.label(label)}
        </span>
      ))}
    </span>
  )
}
