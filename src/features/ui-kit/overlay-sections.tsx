import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Accordion } from '@/components/accordion'
import { Button } from '@/components/button'
import { Dropdown, DropdownAction } from '@/components/dropdown'
import { Modal } from '@/components/modal/modal'
import { Tooltip } from '@/components/tooltip'
import { KitCard } from './kit-index'

/** The product's accordion: any number open, and one that opens its first item. */
export function AccordionSection() {
  const { t } = useTranslation('uikit')
  const items = [1, 2, 3].map((n) => ({
    key: String(n),
    title: t('accordion.item', { n }),
    body: <p className="kit-accordion__body">{t('accordion.text', { n })}</p>,
  }))
  return (
    <div className="grid kit-grid--wide">
      <KitCard title={t('accordion.basic')} source="src/components/accordion.tsx">
        <Accordion items={items} className="kit-accordion" />
      </KitCard>
      <KitCard title={t('accordion.openFirst')} source="src/components/accordion.tsx">
        <Accordion items={items} openFirst className="kit-accordion" />
      </KitCard>
    </div>
  )
}

/** The product's dropdown menu: actions, and a panel aligned to either side. */
export function DropdownsSection() {
  const { t } = useTranslation('uikit')
  const [chosen, setChosen] = useState<string | null>(null)
  const actions = [
    { key: 'edit', icon: 'pi pi-pencil' },
    { key: 'duplicate', icon: 'pi pi-copy' },
    { key: 'archive', icon: 'pi pi-inbox' },
  ]
  const menu = (close: () => void) =>
    actions.map((action) => (
      <DropdownAction
        key={action.key}
        icon={action.icon}
        close={close}
        onSelect={() => setChosen(t(`dropdowns.${action.key}`))}
      >
        {t(`dropdowns.${action.key}`)}
      </DropdownAction>
    ))
  return (
    <div className="grid kit-grid--wide">
      <KitCard title={t('dropdowns.menus')} source="src/components/dropdown.tsx">
        <div className="kit-row">
          <Dropdown
            label={t('dropdowns.actions')}
            align="start"
            triggerClassName="btn btn--primary"
            trigger={
              <>
                {t('dropdowns.actions')}
                <i className="pi pi-chevron-down" aria-hidden="true" />
              </>
            }
          >
            {menu}
          </Dropdown>
          <Dropdown
            label={t('dropdowns.more')}
            trigger={<i className="pi pi-ellipsis-v" aria-hidden="true" />}
          >
            {menu}
          </Dropdown>
        </div>
        <p className="muted kit-note" aria-live="polite">
          {chosen ? t('dropdowns.chosen', { action: chosen }) : t('dropdowns.hint')}
        </p>
      </KitCard>
    </div>
  )
}

/** The product's modal: a dialog that asks, and a drawer from the side. */
export function DialogsSection() {
  const { t } = useTranslation('uikit')
  const [open, setOpen] = useState<'dialog' | 'drawer' | null>(null)
  const [answer, setAnswer] = useState<string | null>(null)
  const close = (said?: string) => {
    setOpen(null)
    if (said) setAnswer(said)
  }
  return (
    <div className="grid kit-grid--wide">
      <KitCard title={t('dialogs.title')} source="src/components/modal/modal.tsx">
        <div className="kit-row">
          <Button icon="pi pi-window-maximize" onClick={() => setOpen('dialog')}>
            {t('dialogs.open')}
          </Button>
          <Button variant="secondary" icon="pi pi-arrow-left" onClick={() => setOpen('drawer')}>
            {t('dialogs.openDrawer')}
          </Button>
        </div>
        <p className="muted kit-note" aria-live="polite">
          {answer ?? t('dialogs.hint')}
        </p>
      </KitCard>
      {open === 'dialog' && (
        <Modal
          title={t('dialogs.question')}
          onClose={() => close()}
          footer={
            <>
              <Button variant="secondary" onClick={() => close(t('dialogs.cancelled'))}>
                {t('dialogs.cancel')}
              </Button>
              <Button onClick={() => close(t('dialogs.confirmed'))}>{t('dialogs.confirm')}</Button>
            </>
          }
        >
          <p>{t('dialogs.text')}</p>
        </Modal>
      )}
      {open === 'drawer' && (
        <Modal variant="drawer" title={t('dialogs.drawer')} onClose={() => close()}>
          <p>{t('dialogs.drawerText')}</p>
        </Modal>
      )}
    </div>
  )
}

/** The product's tooltip on each side of its trigger, by pointer or keyboard. */
export function TooltipsSection() {
  const { t } = useTranslation('uikit')
  return (
    <div className="grid kit-grid--wide">
      <KitCard title={t('tooltips.placements')} source="src/components/tooltip.tsx">
        <div className="kit-row kit-tooltips">
          {(['top', 'bottom', 'start', 'end'] as const).map((placement) => (
            <Tooltip key={placement} placement={placement} text={t(`tooltips.text.${placement}`)}>
              {(trigger) => (
                <Button variant="secondary" {...trigger}>
                  {t(`tooltips.placement.${placement}`)}
                </Button>
              )}
            </Tooltip>
          ))}
        </div>
        <p className="muted kit-note">{t('tooltips.hint')}</p>
      </KitCard>
      <KitCard title={t('tooltips.onIcons')} source="src/components/tooltip.tsx">
        <div className="kit-row">
          {(['help', 'info'] as const).map((key) => (
            <Tooltip key={key} text={t(`tooltips.${key}Text`)}>
              {(trigger) => (
                <Button
                  variant="icon"
                  icon={key === 'help' ? 'pi pi-question-circle' : 'pi pi-info-circle'}
                  aria-label={t(`tooltips.${key}`)}
                  {...trigger}
                />
              )}
            </Tooltip>
          ))}
        </div>
      </KitCard>
    </div>
  )
}
