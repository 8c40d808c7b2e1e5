import { useTranslation } from 'react-i18next'
import { Button } from '@/components/button'
import { copyAndTell } from '@/services/clipboard'

/** A link shown in full under its label, with a button that copies it and says whether it did. */
export function CopyLink({ label, link }: { label: string; link: string }) {
  const { t } = useTranslation('modals')
  const copy = () =>
    copyAndTell(link, { summary: t('share.copied') }, { summary: t('share.copyFailed') })
  return (
    <div className="example-dialog__link">
      <span className="muted">{label}</span>
      <code>{link}</code>
      <Button variant="text" size="sm" icon="pi pi-copy" onClick={() => void copy()}>
        {t('share.copy')}
      </Button>
    </div>
  )
}
