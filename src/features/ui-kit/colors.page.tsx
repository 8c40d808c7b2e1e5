import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { contrastGrade, contrastRatio, parseColor } from '@models/format/color-contrast'
import { skinTokens, tokenBlocks } from '@models/format/css-tokens'
import { usePreferences } from '@/services/preferences/preferences-store'
import { Button } from '@/components/button'
import tokensCss from '@/styles/tokens.css?raw'
import { useCopyText } from './copy-text'
import './ui-kit.css'

const blocks = tokenBlocks(tokensCss)

interface ColourToken {
  name: string
  value: string
  ratio: number
}

/** The colour tokens of a skin, each with its contrast over the skin's page background. */
function colourTokens(skin: string): ColourToken[] {
  const tokens = skinTokens(blocks, skin)
  const background = parseColor(Object.fromEntries(tokens)['--bg'] ?? '#fff')!
  return tokens.flatMap(([name, value]) => {
    const colour = parseColor(value)
    return colour ? [{ name, value, ratio: contrastRatio(colour, background) }] : []
  })
}

/**
 * The skin's colour tokens (/colors), read from src/styles/tokens.css for the skin in use: each
 * with its swatch, value, contrast over the page background, and a button that copies it.
 */
export default function ColorsPage() {
  const { t, i18n } = useTranslation('uikit')
  const { skin } = usePreferences()
  const tokens = useMemo(() => colourTokens(skin), [skin])
  const copy = useCopyText()
  const ratio = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 })
  return (
    <div className="page-stack">
      <header className="page-header">
        <h1>{t('colors.title')}</h1>
        <p>{t('colors.subtitle', { skin: t(`colors.skin.${skin}`) })}</p>
      </header>
      <ul className="grid kit-colours" aria-label={t('colors.title')}>
        {tokens.map((token) => (
          <li key={token.name} className="card kit-colour">
            <span className="kit-colour__swatch" style={{ background: `var(${token.name})` }} />
            <span className="kit-colour__name">
              <code>{token.name}</code>
            </span>
            <span className="kit-colour__value">{token.value}</span>
            <span className={`kit-colour__ratio kit-colour__ratio--${contrastGrade(token.ratio)}`}>
              {t('colors.contrast', { ratio: ratio.format(token.ratio) })} ·{' '}
              {t(`colors.grade.${contrastGrade(token.ratio)}`)}
            </span>
            <Button
              variant="secondary"
              size="sm"
              icon="pi pi-copy"
              aria-label={t('colors.copy', { name: token.name })}
              onClick={() => void copy(`var(${token.name})`)}
            >
              {t('colors.copyShort')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  )
}
