import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/button'
import { notify } from '@/services/toast'
import { KitCard } from './kit-index'

const variants = ['primary', 'secondary', 'text'] as const
const sizes = ['sm', 'md', 'lg'] as const
/** How long the loading demo's pretend work takes. */
const workMs = 1500

/** The product's Button: variants, sizes, icons, disabled and loading. */
export function ButtonsSection() {
  const { t } = useTranslation('uikit')
  const [saving, setSaving] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const save = () => {
    setSaving(true)
    timer.current = setTimeout(() => {
      setSaving(false)
      notify({ severity: 'success', summary: t('buttons.saved') })
    }, workMs)
  }
  return (
    <div className="grid">
      <KitCard title={t('buttons.variants')} source="src/components/button.tsx">
        <div className="kit-row">
          {variants.map((variant) => (
            <Button key={variant} variant={variant}>
              {t(`buttons.variant.${variant}`)}
            </Button>
          ))}
          <Button variant="icon" icon="pi pi-cog" aria-label={t('buttons.settings')} />
        </div>
        <div className="kit-row">
          {variants.map((variant) => (
            <Button key={variant} variant={variant} disabled>
              {t('buttons.disabled')}
            </Button>
          ))}
        </div>
      </KitCard>
      <KitCard title={t('buttons.sizes')} source="src/components/button.tsx">
        <div className="kit-row kit-row--baseline">
          {sizes.map((size) => (
            <Button key={size} size={size}>
              {t(`avatars.size.${size}`)}
            </Button>
          ))}
        </div>
      </KitCard>
      <KitCard title={t('buttons.icons')} source="src/components/button.tsx">
        <div className="kit-row">
          <Button icon="pi pi-plus">{t('buttons.add')}</Button>
          <Button variant="secondary" icon="pi pi-download">
            {t('buttons.export')}
          </Button>
          <Button variant="text" icon="pi pi-trash">
            {t('buttons.delete')}
          </Button>
          <Button variant="icon" icon="pi pi-search" aria-label={t('buttons.search')} />
        </div>
      </KitCard>
      <KitCard title={t('buttons.loading')} source="src/components/button.tsx">
        <div className="kit-row">
          <Button icon="pi pi-save" loading={saving} onClick={save}>
            {saving ? t('buttons.saving') : t('buttons.save')}
          </Button>
        </div>
      </KitCard>
    </div>
  )
}
