import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/button'
import { KitCard } from './kit-index'

const steps = ['search', 'create', 'filters', 'help'] as const
type Step = (typeof steps)[number]

/** One stop of the tour: the part of the demo it points at, outlined while the tour is there. */
function Stop({
  step,
  active,
  children,
}: {
  step: Step
  active: boolean
  children: React.ReactNode
}) {
  return (
    <div
      className={active ? 'kit-tour__stop kit-tour__stop--active' : 'kit-tour__stop'}
      data-step={step}
    >
      {children}
    </div>
  )
}

/**
 * A guided tour, written small: Start outlines each part of the demo toolbar in turn and shows,
 * under the toolbar (so it never leaves a phone's screen), the step's title and text, Back, Next (Done at the last) and Close; Escape closes it, and
 * the focus goes back to Start.
 */
export function TourSection() {
  const { t } = useTranslation('uikit')
  const [at, setAt] = useState<number | null>(null)
  const bubble = useRef<HTMLDivElement>(null)
  const startRow = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const textId = useId()
  const [finished, setFinished] = useState(false)

  useEffect(() => {
    if (at === null) return
    bubble.current?.focus()
    bubble.current?.scrollIntoView?.({ block: 'nearest' })
  }, [at])

  const close = (done = false) => {
    setAt(null)
    setFinished(done)
    startRow.current?.querySelector('button')?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      close()
    }
  }
  const step = at === null ? null : steps[at]!
  const tourBubble = step && at !== null && (
    <div
      ref={bubble}
      className="kit-tour__bubble"
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="kit-tour__head">
        <span className="kit-tour__count">
          {t('tour.count', { step: at + 1, total: steps.length })}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-label={t('tour.close')}
          title={t('tour.close')}
          onClick={() => close()}
        >
          <i className="pi pi-times" aria-hidden="true" />
        </button>
      </div>
      <h3 id={titleId} className="kit-tour__title">
        {t(`tour.steps.${step}.title`)}
      </h3>
      <p id={textId} className="kit-tour__text">
        {t(`tour.steps.${step}.text`)}
      </p>
      <div className="kit-tour__actions">
        {at > 0 && (
          <Button variant="secondary" size="sm" onClick={() => setAt(at - 1)}>
            {t('tour.back')}
          </Button>
        )}
        {at < steps.length - 1 ? (
          <Button size="sm" onClick={() => setAt(at + 1)}>
            {t('tour.next')}
          </Button>
        ) : (
          <Button size="sm" onClick={() => close(true)}>
            {t('tour.done')}
          </Button>
        )}
      </div>
    </div>
  )
  const stop = (id: Step, content: React.ReactNode) => (
    <Stop step={id} active={step === id}>
      {content}
    </Stop>
  )
  return (
    <KitCard title={t('tour.card')} source="src/features/ui-kit/tour-section.tsx">
      <div className="kit-row" ref={startRow}>
        <Button icon="pi pi-play" onClick={() => setAt(0)}>
          {t('tour.start')}
        </Button>
        <p role="status" className="kit-note">
          {finished ? t('tour.finished') : ''}
        </p>
      </div>
      <div className="kit-tour__toolbar">
        {stop(
          'search',
          <input
            className="input"
            type="search"
            aria-label={t('tour.demo.search')}
            placeholder={t('tour.demo.search')}
          />,
        )}
        {stop(
          'create',
          <Button icon="pi pi-plus" variant="secondary">
            {t('tour.demo.create')}
          </Button>,
        )}
        {stop(
          'filters',
          <Button icon="pi pi-filter" variant="secondary">
            {t('tour.demo.filters')}
          </Button>,
        )}
        {stop(
          'help',
          <Button icon="pi pi-question-circle" variant="text">
            {t('tour.demo.help')}
          </Button>,
        )}
      </div>
      {tourBubble}
    </KitCard>
  )
}
