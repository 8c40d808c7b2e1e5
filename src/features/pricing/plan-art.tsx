/**
 * The picture at the top of a plan card. A plan may bring its own (`imgSrc`); otherwise the card
 * draws one by its place in the list: a seedling for the start, a rocket for growth, towers for a
 * big organisation. Drawn in the skin's colours, so the dark skin needs no second set.
 */
export function PlanArt({ index, imgSrc }: { index: number; imgSrc?: string }) {
  if (imgSrc) {
    return <img className="pricing-plan__art" src={imgSrc} alt="" width={120} height={100} />
  }
  const Art = drawings[index % drawings.length]!
  return (
    <svg className="pricing-plan__art" viewBox="0 0 120 100" aria-hidden="true">
      <ellipse cx="60" cy="90" rx="42" ry="6" fill="var(--surface-2)" />
      <Art />
    </svg>
  )
}

function Seedling() {
  return (
    <>
      <path d="M60 70V40" stroke="var(--success)" strokeWidth="4" strokeLinecap="round" />
      <path d="M60 50c-4-14-16-20-28-18 2 13 13 21 28 18z" fill="var(--success)" opacity="0.85" />
      <path d="M60 42c4-15 17-22 30-20-2 14-15 23-30 20z" fill="var(--success)" />
      <path d="M40 66h40l-5 22H45z" fill="var(--primary)" />
      <rect x="37" y="62" width="46" height="8" rx="3" fill="var(--primary-strong)" />
    </>
  )
}

function Rocket() {
  return (
    <>
      <path d="M52 70c-6 6-8 14-6 18 5 1 12-1 18-7z" fill="var(--warning)" />
      <path d="M44 64l-12 2 10-14 10-1zM64 76l-2 12 14-10 1-10z" fill="var(--primary-strong)" />
      <path
        d="M86 24c-18 2-32 14-40 38l20 20c24-8 36-22 38-40 1-10-8-19-18-18z"
        fill="var(--primary)"
      />
      <circle cx="79" cy="43" r="8" fill="var(--surface)" />
      <circle cx="79" cy="43" r="4.5" fill="var(--primary-soft)" />
      <circle cx="22" cy="26" r="2.5" fill="var(--warning)" />
      <circle cx="100" cy="76" r="2" fill="var(--primary)" />
      <circle cx="30" cy="50" r="1.8" fill="var(--primary)" />
    </>
  )
}

function Towers() {
  return (
    <>
      <rect x="26" y="44" width="26" height="44" rx="3" fill="var(--primary-strong)" />
      <rect x="48" y="22" width="30" height="66" rx="3" fill="var(--primary)" />
      <rect x="74" y="52" width="22" height="36" rx="3" fill="var(--info)" />
      {[30, 42, 54, 66].map((y) => (
        <g key={y} fill="var(--surface)" opacity="0.85">
          <rect x="54" y={y} width="6" height="6" rx="1" />
          <rect x="66" y={y} width="6" height="6" rx="1" />
        </g>
      ))}
      {[52, 64].map((y) => (
        <rect
          key={y}
          x="33"
          y={y}
          width="12"
          height="5"
          rx="1"
          fill="var(--surface)"
          opacity="0.7"
        />
      ))}
      <rect x="80" y="60" width="10" height="5" rx="1" fill="var(--surface)" opacity="0.7" />
      <path d="M56 22l7-10 7 10z" fill="var(--warning)" />
    </>
  )
}

const drawings = [Seedling, Rocket, Towers]
