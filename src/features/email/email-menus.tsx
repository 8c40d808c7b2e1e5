import { useTranslation } from 'react-i18next'
import { Dropdown, DropdownAction } from '@/components/dropdown'
import {
  emailFolders,
  emailLabels,
  type EmailFolder,
  type EmailLabel,
} from '@models/email/email-message'
import { folderIcons, labelTones, useEmailWords } from './email-words'

/**
 * A menu of choices behind an icon button: the folders to move to, the labels to toggle. It opens
 * towards the start, as its buttons end a toolbar that may reach the screen's edge.
 */
function ChoiceMenu<T extends string>({
  label,
  icon,
  choices,
  onChoose,
}: {
  label: string
  icon: string
  choices: readonly { id: T; icon: string; name: string }[]
  onChoose: (id: T) => void
}) {
  return (
    <Dropdown
      label={label}
      align="end"
      triggerClassName="btn btn--icon"
      trigger={
        <>
          <i className={icon} aria-hidden="true" />
          <span className="visually-hidden">{label}</span>
        </>
      }
    >
      {(close) =>
        choices.map((choice) => (
          <DropdownAction
            key={choice.id}
            icon={choice.icon}
            close={close}
            onSelect={() => onChoose(choice.id)}
          >
            {choice.name}
          </DropdownAction>
        ))
      }
    </Dropdown>
  )
}

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
  const choices = emailFolders
    .filter((folder) => folder !== current)
    .map((folder) => ({ id: folder, icon: folderIcons[folder], name: words.folder(folder) }))
  return (
    <ChoiceMenu label={t('bulk.moveTo')} icon="pi pi-folder" choices={choices} onChoose={onMove} />
  )
}

/** Toggles a label on the emails it acts on. */
export function LabelMenu({ onToggle }: { onToggle: (label: EmailLabel) => void }) {
  const { t } = useTranslation('email')
  const words = useEmailWords()
  const choices = emailLabels.map((label) => ({
    id: label,
    icon: `pi pi-circle-fill email-label-icon tone--${labelTones[label]}`,
    name: words.label(label),
  }))
  return (
    <ChoiceMenu
      label={t('bulk.toggleLabel')}
      icon="pi pi-tag"
      choices={choices}
      onChoose={onToggle}
    />
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
