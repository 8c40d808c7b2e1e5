import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, type AlertTone } from '@/components/alert'
import { Button } from '@/components/button'
import { ProgressBar, Spinner } from '@/components/progress-bar'
import { notify, type ToastSeverity } from '@/services/toast'
import { KitCard } from './kit-index'

const tones: readonly AlertTone[] = ['primary', 'success', 'info', 'warning', 'danger']

/** The product's in-page alerts, in every tone, and ones that can be closed. */
export function AlertsSection() {
  const { t } = useTranslation('uikit')
  const [closed, setClosed] = useState<ReadonlySet<AlertTone>>(new Set())
  return (
    <div className="grid kit-grid--wide">
      <KitCard title={t('alerts.tones')} source="src/components/alert.tsx">
        {tones.map((tone) => (
          <Alert key={tone} tone={tone} title={t(`alerts.tone.${tone}`)}>
            {t('alerts.text')}
          </Alert>
        ))}
      </KitCard>
      <KitCard title={t('alerts.dismissible')} source="src/components/alert.tsx">
        {tones
          .filter((tone) => !closed.has(tone))
          .map((tone) => (
            <Alert
              key={tone}
              tone={tone}
              onDismiss={() => setClosed((current) => new Set(current).add(tone))}
            >
              {t('alerts.closeMe', { tone: t(`alerts.tone.${tone}`) })}
            </Alert>
          ))}
        {closed.size > 0 && (
          <div className="kit-row">
            <Button variant="secondary" icon="pi pi-refresh" onClick={() => setClosed(new Set())}>
              {t('alerts.showAgain')}
            </Button>
          </div>
        )}
      </KitCard>
    </div>
  )
}

/** How far the pretend upload moves each tick. */
const uploadStep = 10
const tickMs = 300

/** The product's progress bar: values, tones, one still running, and one that moves. */
export function ProgressSection() {
  const { t } = useTranslation('uikit')
  const [upload, setUpload] = useState<number | null>(null)
  const timer = useRef<ReturnType<typeof setInterval>>(undefined)
  useEffect(() => () => clearInterval(timer.current), [])
  useEffect(() => {
    if (upload !== null && upload >= 100) clearInterval(timer.current)
  }, [upload])
  const start = () => {
    clearInterval(timer.current)
    setUpload(0)
    timer.current = setInterval(
      () => setUpload((value) => Math.min(100, (value ?? 0) + uploadStep)),
      tickMs,
    )
  }
  return (
    <div className="grid kit-grid--wide">
      <KitCard title={t('progress.values')} source="src/components/progress-bar.tsx">
        {[25, 50, 75, 100].map((value, index) => (
          <ProgressBar
            key={value}
            value={value}
            tone={tones[index + 1]}
            showValue
            label={t('progress.valueLabel', { value })}
          />
        ))}
      </KitCard>
      <KitCard title={t('progress.running')} source="src/components/progress-bar.tsx">
        <ProgressBar label={t('progress.waiting')} />
        <p className="muted kit-note">{t('progress.runningText')}</p>
      </KitCard>
      <KitCard title={t('progress.live')} source="src/components/progress-bar.tsx">
        <ProgressBar label={t('progress.upload')} value={upload ?? 0} showValue />
        <div className="kit-row">
          <Button icon="pi pi-upload" onClick={start} disabled={upload !== null && upload < 100}>
            {t('progress.start')}
          </Button>
          <span className="muted" aria-live="polite">
            {upload === 100 ? t('progress.done') : ''}
          </span>
        </div>
      </KitCard>
    </div>
  )
}

/** How long the refresh demo's pretend work takes. */
const refreshMs = 1500

/** The product's spinner: three sizes, the tones, and inside a button while its work runs. */
export function SpinnersSection() {
  const { t } = useTranslation('uikit')
  const [refreshing, setRefreshing] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const refresh = () => {
    setRefreshing(true)
    timer.current = setTimeout(() => setRefreshing(false), refreshMs)
  }
  return (
    <div className="grid kit-grid--wide">
      <KitCard title={t('spinners.sizes')} source="src/components/progress-bar.tsx">
        <div className="kit-row kit-row--baseline">
          {(['sm', 'md', 'lg'] as const).map((size) => (
            <span key={size} className="kit-labelled">
              <Spinner size={size} label={t('spinners.loading')} />
              {t(`avatars.size.${size}`)}
            </span>
          ))}
        </div>
      </KitCard>
      <KitCard title={t('spinners.tones')} source="src/components/progress-bar.tsx">
        <div className="kit-row">
          {tones.map((tone) => (
            <Spinner key={tone} tone={tone} label={t('spinners.loading')} />
          ))}
        </div>
      </KitCard>
      <KitCard title={t('spinners.inButton')} source="src/components/button.tsx">
        <div className="kit-row">
          <Button icon="pi pi-refresh" loading={refreshing} onClick={refresh}>
            {refreshing ? t('spinners.loading') : t('spinners.refresh')}
          </Button>
        </div>
      </KitCard>
    </div>
  )
}

const severities: readonly ToastSeverity[] = ['success', 'info', 'warn', 'error']

/** The product's toasts (src/services/toast.ts), raised here and shown by the app's toaster. */
export function ToastsSection() {
  const { t } = useTranslation('uikit')
  const [undone, setUndone] = useState(0)
  return (
    <div className="grid kit-grid--wide">
      <KitCard title={t('toasts.severities')} source="src/services/toast.ts">
        <div className="kit-row">
          {severities.map((severity) => (
            <Button
              key={severity}
              variant="secondary"
              onClick={() =>
                notify({
                  severity,
                  summary: t(`toasts.severity.${severity}`),
                  detail: t('toasts.detail'),
                })
              }
            >
              {t(`toasts.show.${severity}`)}
            </Button>
          ))}
        </div>
        <p className="muted kit-note">{t('toasts.newestOnTop')}</p>
      </KitCard>
      <KitCard title={t('toasts.withAction')} source="src/components/toaster.tsx">
        <div className="kit-row">
          <Button
            variant="secondary"
            icon="pi pi-trash"
            onClick={() =>
              notify({
                severity: 'info',
                summary: t('toasts.deleted'),
                action: { label: t('toasts.undo'), run: () => setUndone((n) => n + 1) },
              })
            }
          >
            {t('toasts.delete')}
          </Button>
          <span className="muted" aria-live="polite">
            {undone > 0 ? t('toasts.undone', { count: undone }) : ''}
          </span>
        </div>
      </KitCard>
    </div>
  )
}
