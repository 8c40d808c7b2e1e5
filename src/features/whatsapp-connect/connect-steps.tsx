import { useId } from 'react'
import { useTranslation } from 'react-i18next'

const steps = ['open', 'devices', 'scan'] as const

/** A phone showing a code: what the last step looks like. Skin colours only. */
function PhoneArt() {
  // A fixed pattern of squares, so the drawing is the same on every render and in every test.
  const cells: [number, number][] = [
    [0, 0],
    [2, 0],
    [4, 1],
    [1, 2],
    [3, 2],
    [0, 3],
    [2, 4],
    [4, 4],
    [1, 4],
    [3, 0],
    [4, 3],
  ]
  return (
    <svg className="wa-steps__art" viewBox="0 0 160 120" aria-hidden="true">
      <circle cx="80" cy="62" r="52" fill="var(--success-soft)" />
      <rect x="50" y="10" width="60" height="104" rx="10" fill="var(--text)" />
      <rect x="54" y="18" width="52" height="88" rx="6" fill="var(--surface)" />
      <rect x="72" y="13" width="16" height="3" rx="1.5" fill="var(--surface-2)" />
      <g transform="translate(62 40)">
        <rect width="36" height="36" rx="4" fill="var(--surface-2)" />
        {cells.map(([x, y]) => (
          <rect
            key={`${x}-${y}`}
            x={4 + x * 6}
            y={4 + y * 6}
            width="5"
            height="5"
            rx="1"
            fill="var(--text)"
          />
        ))}
      </g>
      <rect x="62" y="84" width="36" height="6" rx="3" fill="var(--success)" />
      <circle cx="118" cy="30" r="12" fill="var(--success)" />
      <path
        d="M112 30l4 4 8-8"
        fill="none"
        stroke="var(--surface)"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** How a number is linked, in three steps, beside the status card. */
export function ConnectSteps() {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <section className="card wa-steps" aria-labelledby={titleId}>
      <div>
        <h2 className="card__title" id={titleId}>
          {t('whatsappConnect.steps.title')}
        </h2>
        <p className="card__subtitle">{t('whatsappConnect.steps.subtitle')}</p>
      </div>
      <PhoneArt />
      <ol className="wa-steps__list">
        {steps.map((step, index) => (
          <li className="wa-steps__step" key={step}>
            <span className="wa-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <div className="wa-steps__text">
              <p className="wa-steps__title">{t(`whatsappConnect.steps.${step}.title`)}</p>
              <p className="wa-steps__description">{t(`whatsappConnect.steps.${step}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
