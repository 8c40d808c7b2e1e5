import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatFileSize } from '@models/format/format-file-size'
import { useUpload } from '@/services/ui-kit/use-upload'
import { useErrorText } from '@/services/load-error-text'
import { Button } from '@/components/button'
import { KitCard } from './kit-index'

/**
 * A file sent to the demo server in parts (`POST /api/ui-kit/upload`), with a progress bar that
 * moves as each part arrives, a Cancel while it runs, and Try again when it fails.
 */
export function UploadSection() {
  const { t, i18n } = useTranslation('uikit')
  const inputId = useId()
  const { state: upload, start, cancel, retry } = useUpload()
  const errorText = useErrorText(upload.status === 'failed' ? upload.error : null)

  const size = (bytes: number) => formatFileSize(bytes / 1024)
  const percent = upload.status === 'sending' ? Math.round(upload.share * 100) : 100
  const percentText = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(
    percent / 100,
  )
  return (
    <KitCard title={t('upload.card')} source="src/services/ui-kit/upload-api.ts">
      <div className="kit-upload">
        <label htmlFor={inputId} className="form-field__label">
          {t('upload.label')}
        </label>
        <input
          id={inputId}
          type="file"
          className="input kit-upload__input"
          disabled={upload.status === 'sending'}
          onChange={(event) => {
            const chosen = event.target.files?.[0]
            if (chosen) start(chosen)
            event.target.value = ''
          }}
        />
        <p className="kit-note">{t('upload.limit')}</p>
        {(upload.status === 'sending' || upload.status === 'done') && (
          <div className="kit-upload__progress">
            <div className="kit-upload__row">
              <span className="kit-upload__name">
                {upload.name} · {size(upload.size)}
              </span>
              <span>{percentText}</span>
            </div>
            <div
              role="progressbar"
              aria-label={t('upload.progress', { name: upload.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="kit-upload__bar"
            >
              <span className="kit-upload__fill" style={{ width: `${percent}%` }} />
            </div>
          </div>
        )}
        <p role="status" className="kit-upload__status">
          {upload.status === 'sending' && t('upload.sending', { name: upload.name })}
          {upload.status === 'done' && t('upload.done', { name: upload.name })}
        </p>
        {upload.status === 'sending' && (
          <Button variant="secondary" icon="pi pi-times" onClick={cancel}>
            {t('upload.cancel')}
          </Button>
        )}
        {(upload.status === 'failed' || upload.status === 'tooLarge') && (
          <div role="alert" className="kit-upload__error">
            <p>
              {upload.status === 'tooLarge'
                ? t('upload.tooLarge', { name: upload.name })
                : t('upload.failed', { name: upload.name })}{' '}
              {upload.status === 'failed' && errorText}
            </p>
            {upload.status === 'failed' && (
              <Button variant="secondary" icon="pi pi-refresh" onClick={retry}>
                {t('upload.retry')}
              </Button>
            )}
          </div>
        )}
      </div>
    </KitCard>
  )
}
