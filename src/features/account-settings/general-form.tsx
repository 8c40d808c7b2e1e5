import { useRef, useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { avatarProblem, type AccountGeneral } from '@models/account-settings/account-settings'
import { Button } from '@/components/button'
import { FormTextField } from '@/components/form/form-text-field'
import { useAppForm } from '@/components/form/use-app-form'
import { useFormField } from '@/components/form/use-form-field'
import { saveGeneral } from '@/services/account-settings/account-settings-query'
import { saveSection, SectionForm } from './section-form'

/** The text fields in the order they are shown, each with what it is for the browser's autofill. */
const textFields = {
  username: 'username',
  fullName: 'name',
  email: 'email',
  company: 'organization',
} as const
const textFieldNames = Object.keys(textFields) as (keyof typeof textFields)[]

/** The file as a data URL, which the server keeps as the avatar. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'))
    reader.readAsDataURL(file)
  })
}

/** The profile block: the avatar (upload with a type and size check, or reset) and four fields. */
export function GeneralForm({ initial }: { initial: AccountGeneral }) {
  const { t } = useTranslation('account')
  const app = useAppForm<AccountGeneral>({
    id: 'account-general',
    defaultValues: initial,
    draftKey: 'account:general',
    onSubmit: saveSection(saveGeneral, { saved: t('general.saved'), failed: t('general.failed') }),
  })
  const avatar = useFormField(app, 'avatar')
  const fileInput = useRef<HTMLInputElement>(null)
  const [fileProblem, setFileProblem] = useState<string | null>(null)

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const problem = avatarProblem(file)
    if (problem) {
      setFileProblem(t(`general.avatar.problems.${problem}`))
      return
    }
    setFileProblem(null)
    avatar.onChange(await readAsDataUrl(file))
  }

  const avatarMessage = fileProblem ?? avatar.error

  return (
    <SectionForm app={app} title={t('general.title')}>
      <div className="account-avatar">
        <img
          className="account-avatar__image"
          src={avatar.value}
          alt={t('general.avatar.alt')}
          width={96}
          height={96}
        />
        <div className="account-avatar__controls">
          <div className="account-avatar__buttons">
            <Button
              variant="primary"
              icon="pi pi-upload"
              onClick={() => fileInput.current?.click()}
            >
              {t('general.avatar.upload')}
            </Button>
            <Button
              variant="secondary"
              disabled={avatar.value === initial.avatar && !fileProblem}
              onClick={() => {
                setFileProblem(null)
                avatar.onChange(initial.avatar)
              }}
            >
              {t('general.avatar.reset')}
            </Button>
          </div>
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/gif"
            className="visually-hidden"
            tabIndex={-1}
            aria-label={t('general.avatar.upload')}
            onChange={(event) => void onFile(event)}
          />
          <p className="muted account-avatar__hint">{t('general.avatar.hint')}</p>
          {avatarMessage && (
            <p className="form-field__error" role="alert">
              {avatarMessage}
            </p>
          )}
        </div>
      </div>
      <div className="account-grid">
        {textFieldNames.map((field) => (
          <FormTextField
            key={field}
            app={app}
            name={field}
            label={t(`general.fields.${field}`)}
            type={field === 'email' ? 'email' : 'text'}
            autoComplete={textFields[field]}
          />
        ))}
      </div>
    </SectionForm>
  )
}
