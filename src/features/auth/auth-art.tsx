import type { ReactNode } from 'react'

/**
 * The cover illustrations, drawn inline: no image requests, and they take the skin's colours, so
 * they look right in the light and the dark skin alike.
 */
function Stage({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 480 360" width="480" height="360" focusable="false">
      <circle cx="240" cy="170" r="150" fill="var(--primary-soft)" />
      <ellipse cx="240" cy="330" rx="170" ry="14" fill="var(--primary-soft)" />
      <circle cx="70" cy="80" r="6" fill="var(--warning)" opacity="0.7" />
      <circle cx="420" cy="120" r="8" fill="var(--info)" opacity="0.6" />
      <circle cx="400" cy="290" r="5" fill="var(--primary)" opacity="0.5" />
      {children}
    </svg>
  )
}

/** A line drawn with a round pen: chart lines, ticks, the plus and the key. */
function Stroke({ d, color, width }: { d: string; color: string; width: number }) {
  return (
    <path
      d={d}
      fill="none"
      stroke={color}
      strokeWidth={width}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  )
}

function Check({ x, y, r = 20 }: { x: number; y: number; r?: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill="var(--success)" />
      <Stroke
        d={`M${x - r * 0.4} ${y}l${r * 0.28} ${r * 0.3} ${r * 0.52}-${r * 0.55}`}
        color="#fff"
        width={r * 0.2}
      />
    </g>
  )
}

/** Placeholder text: one grey line per width, from (x, y) down. */
function TextLines({ x, y, widths }: { x: number; y: number; widths: number[] }) {
  return widths.map((width, index) => (
    <rect
      key={index}
      x={x}
      y={y + index * 16}
      width={width}
      height="6"
      rx="3"
      fill="var(--border)"
    />
  ))
}

/** The padlock of the password pages; an open one has its shackle lifted free on the right. */
function Padlock({ open = false }: { open?: boolean }) {
  return (
    <>
      <path
        d={open ? 'M190 150v-44a50 50 0 0 1 100 0' : 'M190 150v-36a50 50 0 0 1 100 0v36'}
        fill="none"
        stroke="var(--text-faint)"
        strokeWidth="16"
      />
      <rect x="160" y="146" width="160" height="130" rx="18" fill="var(--primary)" />
      <circle cx="240" cy="200" r="14" fill="var(--surface)" />
      <rect x="233" y="206" width="14" height="40" rx="7" fill="var(--surface)" />
    </>
  )
}

/** A browser window with a dashboard, and the signed-in user's card. */
export function LoginArt() {
  return (
    <Stage>
      <rect x="90" y="60" width="300" height="210" rx="14" fill="var(--surface)" />
      <rect x="90" y="60" width="300" height="30" rx="14" fill="var(--surface-2)" />
      <circle cx="110" cy="75" r="5" fill="var(--danger)" opacity="0.7" />
      <circle cx="126" cy="75" r="5" fill="var(--warning)" opacity="0.7" />
      <circle cx="142" cy="75" r="5" fill="var(--success)" opacity="0.7" />
      <rect x="106" y="106" width="60" height="148" rx="8" fill="var(--surface-2)" />
      <rect x="116" y="120" width="40" height="6" rx="3" fill="var(--primary)" />
      <TextLines x={116} y={136} widths={[32, 36, 28]} />
      <Stroke d="M184 200l36-30 30 18 42-44 40 22 34-30" color="var(--primary)" width={5} />
      {[190, 220, 250, 280, 310, 340].map((x, index) => (
        <rect
          key={x}
          x={x}
          y={250 - (index % 3) * 12 - 14}
          width="18"
          height={(index % 3) * 12 + 14}
          rx="4"
          fill="var(--primary-soft)"
        />
      ))}
      <rect x="40" y="210" width="150" height="64" rx="12" fill="var(--surface)" />
      <circle cx="70" cy="242" r="16" fill="var(--primary)" />
      <circle cx="70" cy="236" r="6" fill="var(--surface)" />
      <path d="M58 252a12 10 0 0 1 24 0z" fill="var(--surface)" />
      <rect x="96" y="230" width="70" height="8" rx="4" fill="var(--text-faint)" opacity="0.6" />
      <rect x="96" y="246" width="48" height="8" rx="4" fill="var(--border)" />
      <Check x={182} y={214} r={16} />
    </Stage>
  )
}

/** A new profile card being filled in. */
export function RegisterArt() {
  return (
    <Stage>
      <rect x="130" y="50" width="220" height="250" rx="16" fill="var(--surface)" />
      <circle cx="240" cy="112" r="36" fill="var(--primary-soft)" />
      <circle cx="240" cy="102" r="14" fill="var(--primary)" />
      <path d="M214 136a26 22 0 0 1 52 0z" fill="var(--primary)" />
      {[168, 200, 232].map((y) => (
        <g key={y}>
          <rect x="160" y={y} width="160" height="22" rx="6" fill="var(--surface-2)" />
          <TextLines x={170} y={y + 8} widths={[70]} />
        </g>
      ))}
      <rect x="160" y="266" width="160" height="22" rx="6" fill="var(--primary)" />
      <circle cx="352" cy="66" r="22" fill="var(--warning)" />
      <Stroke d="M352 54v24M340 66h24" color="#fff" width={5} />
    </Stage>
  )
}

/** A closed padlock asking what the password was. */
export function ForgotPasswordArt() {
  return (
    <Stage>
      <Padlock />
      <rect x="304" y="56" width="96" height="70" rx="16" fill="var(--surface)" />
      <path d="M320 126l-10 22 30-22z" fill="var(--surface)" />
      <text
        x="352"
        y="106"
        textAnchor="middle"
        fontSize="44"
        fontWeight="700"
        fill="var(--warning)"
        fontFamily="inherit"
      >
        ?
      </text>
    </Stage>
  )
}

/** An open padlock with a new key. */
export function ResetPasswordArt() {
  return (
    <Stage>
      <Padlock open />
      <circle cx="366" cy="96" r="26" fill="none" stroke="var(--warning)" strokeWidth="12" />
      <Stroke d="M346 116l-50 50m16-16l12 12m4-28l12 12" color="var(--warning)" width={12} />
      <Check x={320} y={270} r={22} />
    </Stage>
  )
}

/** An envelope with the activation letter. */
export function VerifyEmailArt() {
  return (
    <Stage>
      <rect x="170" y="70" width="140" height="150" rx="10" fill="var(--surface)" />
      <rect x="190" y="96" width="80" height="8" rx="4" fill="var(--primary)" />
      <TextLines x={190} y={116} widths={[100, 90, 60]} />
      <path d="M130 150l110 80 110-80v130H130z" fill="var(--primary)" />
      <path d="M130 280l90-70h40l90 70z" fill="var(--primary-strong)" />
      <Check x={352} y={150} r={24} />
    </Stage>
  )
}

/** A phone showing the code, and a shield. */
export function TwoStepsArt() {
  return (
    <Stage>
      <rect x="170" y="40" width="140" height="260" rx="22" fill="var(--text)" opacity="0.85" />
      <rect x="180" y="60" width="120" height="220" rx="12" fill="var(--surface)" />
      <rect x="220" y="48" width="40" height="5" rx="2.5" fill="var(--surface-2)" />
      <rect x="196" y="100" width="88" height="8" rx="4" fill="var(--border)" />
      {[0, 1, 2, 3, 4, 5].map((index) => (
        <rect
          key={index}
          x={192 + index * 16}
          y="130"
          width="12"
          height="16"
          rx="3"
          fill="var(--primary)"
        />
      ))}
      <rect x="196" y="236" width="88" height="22" rx="6" fill="var(--primary)" />
      <path d="M350 150l50 18v34c0 32-22 54-50 64-28-10-50-32-50-64v-34z" fill="var(--success)" />
      <Stroke d="M332 206l14 14 26-28" color="#fff" width={8} />
    </Stage>
  )
}
