/** Small inline illustrations: no image requests, and they follow the skin's colours. */
export function LockArt() {
  return (
    <svg viewBox="0 0 200 140" width="240" height="168">
      <ellipse cx="100" cy="128" rx="70" ry="8" fill="var(--primary-soft)" />
      <rect x="55" y="60" width="90" height="64" rx="12" fill="var(--primary)" />
      <path
        d="M75 60V44a25 25 0 0 1 50 0v16"
        fill="none"
        stroke="var(--primary)"
        strokeWidth="10"
      />
      <circle cx="100" cy="88" r="9" fill="var(--surface)" />
      <rect x="96" y="92" width="8" height="18" rx="4" fill="var(--surface)" />
    </svg>
  )
}

export function CompassArt() {
  return (
    <svg viewBox="0 0 200 140" width="240" height="168">
      <ellipse cx="100" cy="128" rx="70" ry="8" fill="var(--primary-soft)" />
      <circle
        cx="100"
        cy="66"
        r="52"
        fill="var(--primary-soft)"
        stroke="var(--primary)"
        strokeWidth="6"
      />
      <path d="M100 30l14 36-14 36-14-36z" fill="var(--primary)" />
      <circle cx="100" cy="66" r="6" fill="var(--surface)" />
    </svg>
  )
}

export function ToolsArt() {
  return (
    <svg viewBox="0 0 200 140" width="240" height="168">
      <ellipse cx="100" cy="128" rx="70" ry="8" fill="var(--primary-soft)" />
      <rect x="40" y="96" width="120" height="20" rx="6" fill="var(--warning)" />
      <path
        d="M52 96l12 20M76 96l12 20M100 96l12 20M124 96l12 20"
        stroke="var(--surface)"
        strokeWidth="6"
      />
      <path d="M70 30l60 60" stroke="var(--primary)" strokeWidth="12" strokeLinecap="round" />
      <circle cx="132" cy="36" r="18" fill="none" stroke="var(--primary)" strokeWidth="10" />
    </svg>
  )
}

export function RocketArt() {
  return (
    <svg viewBox="0 0 200 140" width="240" height="168">
      <ellipse cx="100" cy="128" rx="70" ry="8" fill="var(--primary-soft)" />
      <path d="M100 12c22 16 30 44 22 80H78c-8-36 0-64 22-80z" fill="var(--primary)" />
      <circle cx="100" cy="50" r="10" fill="var(--surface)" />
      <path d="M78 72l-16 22h18zM122 72l16 22h-18z" fill="var(--primary-strong)" />
      <path d="M88 96h24l-12 24z" fill="var(--warning)" />
    </svg>
  )
}
