import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/button'
import {
  GETTING_STARTED_KEY,
  loadProgress,
  parseProgress,
  progressPercent,
  saveProgress,
  toggleStep,
} from './getting-started-progress'
import { gettingStartedStepIds, gettingStartedSteps, searchShortcut } from './getting-started-steps'
import './getting-started.css'

/** Admin-only: the onboarding checklist of a new admin, remembered in this browser. */
export default function GettingStartedPage() {
  const { t } = useTranslation()
  const [done, setDone] = useState(() => loadProgress(gettingStartedStepIds))
  const progressTitleId = useId()
  const shortcut = searchShortcut()

  // Another tab ticking a step should not be undone by this one's next click.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === GETTING_STARTED_KEY || event.key === null) {
        setDone(parseProgress(event.newValue, gettingStartedStepIds))
      }
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  const update = (next: string[]) => {
    setDone(next)
    saveProgress(next)
  }

  const total = gettingStartedSteps.length
  const doneCount = done.length
  const percent = progressPercent(doneCount, total)
  const allDone = doneCount === total
  const summary = t('gettingStarted.progress.summary', { done: doneCount, total })

  return (
    <div className="page-stack">
      <header className="page-header">
        <h1>{t('gettingStarted.title')}</h1>
        <p>{t('gettingStarted.subtitle')}</p>
      </header>

      <section className="card gs-progress" aria-labelledby={progressTitleId}>
        <div className="gs-progress__head">
          <div>
            <h2 className="card__title" id={progressTitleId}>
              {t('gettingStarted.progress.title')}
            </h2>
            <p className="card__subtitle" aria-live="polite">
              {summary}
            </p>
          </div>
          <span className={allDone ? 'badge badge--success' : 'badge'}>{percent}%</span>
        </div>
        <div
          className="gs-progress__bar"
          role="progressbar"
          aria-labelledby={progressTitleId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={summary}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        {allDone && (
          <p className="gs-progress__complete" role="status">
            <i className="pi pi-verified" aria-hidden="true" />
            {t('gettingStarted.progress.complete')}
          </p>
        )}
        {doneCount > 0 && (
          <Button variant="text" icon="pi pi-refresh" onClick={() => update([])}>
            {t('gettingStarted.progress.startOver')}
          </Button>
        )}
      </section>

      <ol className="gs-steps" aria-label={t('gettingStarted.stepsLabel')}>
        {gettingStartedSteps.map((step, index) => {
          const isDone = done.includes(step.id)
          const title = t(`gettingStarted.steps.${step.id}.title`, { shortcut })
          return (
            <li key={step.id} className={isDone ? 'card gs-step gs-step--done' : 'card gs-step'}>
              <span className="gs-step__marker" aria-hidden="true">
                {isDone ? <i className="pi pi-check" /> : <i className={step.icon} />}
              </span>
              <div className="gs-step__body">
                <p className="gs-step__number muted">
                  {t('gettingStarted.stepNumber', { number: index + 1, total })}
                </p>
                <h2 className="gs-step__title">{title}</h2>
                <p className="gs-step__description muted">
                  {t(`gettingStarted.steps.${step.id}.description`, { shortcut })}
                </p>
                {step.action && <div className="gs-step__action">{step.action(t)}</div>}
              </div>
              <label className="gs-step__toggle">
                <input
                  type="checkbox"
                  checked={isDone}
                  aria-label={t('gettingStarted.markDoneNamed', { step: title })}
                  onChange={() => update(toggleStep(done, step.id))}
                />
                <span aria-hidden="true">
                  {isDone ? t('gettingStarted.doneLabel') : t('gettingStarted.markDone')}
                </span>
              </label>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
