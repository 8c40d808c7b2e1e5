import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { previewLayout, type LayoutPreview } from '@/services/preferences/preferences-store'
import { Button } from '@/components/button'
import { KitCard, KitHeader, KitIndex, type KitSection } from './kit-index'
import './ui-kit.css'

/** One layout variant: what it changes in the shell, tried on this page only. */
interface Variant extends KitSection {
  /** The choices it offers, each a preview of the shell. */
  choices: { id: string; preview: LayoutPreview }[]
}

const variants: readonly Variant[] = [
  {
    id: 'collapsedMenu',
    path: '/page-layout/collapsed-menu',
    icon: 'pi pi-bars',
    choices: [{ id: 'collapsed', preview: { layout: 'vertical', menuCollapsed: true } }],
  },
  {
    id: 'horizontal',
    path: '/page-layout/horizontal',
    icon: 'pi pi-window-maximize',
    choices: [{ id: 'horizontal', preview: { layout: 'horizontal' } }],
  },
  {
    id: 'contentWidth',
    path: '/page-layout/content-width',
    icon: 'pi pi-arrows-h',
    choices: [
      { id: 'boxed', preview: { contentWidth: 'boxed' } },
      { id: 'wide', preview: { contentWidth: 'full' } },
    ],
  },
  {
    id: 'withoutNavbar',
    path: '/page-layout/without-navbar',
    icon: 'pi pi-minus',
    choices: [{ id: 'withoutNavbar', preview: { navbar: false } }],
  },
  {
    id: 'withoutFooter',
    path: '/page-layout/without-footer',
    icon: 'pi pi-stop',
    choices: [{ id: 'withoutFooter', preview: { footer: false } }],
  },
]

/** A small drawing of the shell with the choice applied: menu, navbar, content and footer. */
function Frame({ preview }: { preview: LayoutPreview }) {
  const classes = [
    'kit-frame',
    preview.layout === 'horizontal' && 'kit-frame--horizontal',
    preview.menuCollapsed && 'kit-frame--collapsed',
    preview.contentWidth === 'full' && 'kit-frame--wide',
    preview.contentWidth === 'boxed' && 'kit-frame--boxed',
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={classes} aria-hidden="true">
      {preview.layout !== 'horizontal' && <span className="kit-frame__menu" />}
      <span className="kit-frame__main">
        {preview.navbar !== false && <span className="kit-frame__nav" />}
        {preview.layout === 'horizontal' && <span className="kit-frame__top-menu" />}
        <span className="kit-frame__content">
          <span className="kit-frame__box" />
        </span>
        {preview.footer !== false && <span className="kit-frame__footer" />}
      </span>
    </div>
  )
}

/**
 * A variant's page: a drawing of each choice and a button that shows it on this very page, over
 * the saved layout (`previewLayout`); nothing is saved, and leaving the page or Stop puts the
 * saved layout back.
 */
function VariantPreview({ variant }: { variant: Variant }) {
  const { t } = useTranslation('uikit')
  const [tried, setTried] = useState<string | null>(null)
  useEffect(() => () => previewLayout(null), [])
  const choose = (choice: Variant['choices'][number] | null) => {
    setTried(choice?.id ?? null)
    previewLayout(choice?.preview ?? null)
  }
  return (
    <>
      <div className="grid kit-grid--wide">
        {variant.choices.map((choice) => (
          <KitCard
            key={choice.id}
            title={t(`pageLayout.choices.${choice.id}.title`)}
            source="src/app/layout/app-layout.tsx"
          >
            <p className="kit-note">{t(`pageLayout.choices.${choice.id}.text`)}</p>
            <Frame preview={choice.preview} />
            <Button
              variant={tried === choice.id ? 'primary' : 'secondary'}
              icon={tried === choice.id ? 'pi pi-check' : 'pi pi-eye'}
              aria-pressed={tried === choice.id}
              onClick={() => choose(tried === choice.id ? null : choice)}
            >
              {t('pageLayout.try')}
            </Button>
          </KitCard>
        ))}
      </div>
      <div className="card kit-layout-status">
        <p role="status" className="kit-note">
          {tried
            ? t('pageLayout.trying', { name: t(`pageLayout.choices.${tried}.title`) })
            : t('pageLayout.saved')}
        </p>
        {tried && (
          <Button variant="secondary" icon="pi pi-undo" onClick={() => choose(null)}>
            {t('pageLayout.stop')}
          </Button>
        )}
      </div>
    </>
  )
}

/** The page layouts (/page-layout and its pages): the index, or the variant the path names. */
export default function PageLayoutPage() {
  const [location] = useLocation()
  const wanted = location.toLowerCase().replace(/\/+$/, '')
  const variant = variants.find((entry) => entry.path === wanted)
  if (!variant) return <KitIndex family="pageLayout" sections={variants} />
  return (
    <div className="page-stack">
      <KitHeader family="pageLayout" section={variant.id} path="/page-layout" />
      {/* A new variant starts without a preview. */}
      <VariantPreview key={variant.id} variant={variant} />
    </div>
  )
}
