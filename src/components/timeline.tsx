import type { ReactNode } from 'react'
import type { AlertTone } from './alert'
import './timeline.css'

export interface TimelineEntry {
  key: string
  title: string
  /** When it happened, as the reader should see it. */
  time: string
  tone?: AlertTone
  icon?: string
  body?: ReactNode
}

/** Things that happened, newest first or oldest first as given, on a line of toned dots. */
export function Timeline({ entries, label }: { entries: readonly TimelineEntry[]; label: string }) {
  return (
    <ol className="timeline" aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.key} className="timeline__entry">
          <span className={`timeline__dot tone--${entry.tone ?? 'primary'}`} aria-hidden="true">
            {entry.icon && <i className={entry.icon} />}
          </span>
          <div className="timeline__content">
            <div className="timeline__head">
              <p className="timeline__title">{entry.title}</p>
              <span className="timeline__time">{entry.time}</span>
            </div>
            {entry.body && <div className="timeline__body">{entry.body}</div>}
          </div>
        </li>
      ))}
    </ol>
  )
}
