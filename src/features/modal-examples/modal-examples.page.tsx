import { useState, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/button'
import { AddAddressDialog } from './add-address-dialog'
import { AddCardDialog } from './add-card-dialog'
import { CreateAppDialog } from './create-app-dialog'
import { EditUserDialog } from './edit-user-dialog'
import { EnableOtpDialog } from './enable-otp-dialog'
import { ReferEarnDialog } from './refer-earn-dialog'
import { ShareProjectDialog } from './share-project-dialog'
import './modal-examples.css'

export interface ExampleDialogProps {
  onClose: () => void
}

const examples: { name: string; icon: string; Dialog: ComponentType<ExampleDialogProps> }[] = [
  { name: 'share', icon: 'pi pi-share-alt', Dialog: ShareProjectDialog },
  { name: 'card', icon: 'pi pi-credit-card', Dialog: AddCardDialog },
  { name: 'editUser', icon: 'pi pi-user-edit', Dialog: EditUserDialog },
  { name: 'otp', icon: 'pi pi-shield', Dialog: EnableOtpDialog },
  { name: 'address', icon: 'pi pi-map-marker', Dialog: AddAddressDialog },
  { name: 'createApp', icon: 'pi pi-th-large', Dialog: CreateAppDialog },
  { name: 'refer', icon: 'pi pi-gift', Dialog: ReferEarnDialog },
]

/**
 * The modal examples (/pages/modal-examples, issue 16): a gallery of the product's own dialogs,
 * each on the shared modal (focus kept inside, Esc closes, the focus goes back to the button
 * that opened it). Their forms check what is typed with the same rules as the real screens
 * (`models/shop/checkout.ts`, `models/shop/card-number.ts`, `models/email/email.ts`); nothing is sent or saved.
 */
export default function ModalExamplesPage() {
  const { t } = useTranslation('modals')
  const [open, setOpen] = useState<string | null>(null)
  const shown = examples.find((example) => example.name === open)
  const close = () => setOpen(null)

  return (
    <div className="page-stack modal-examples">
      <header className="page-header">
        <h1>{t('page.title')}</h1>
        <p>{t('page.subtitle')}</p>
      </header>
      <ul className="modal-examples__grid">
        {examples.map(({ name, icon }) => (
          <li key={name} className="card modal-example">
            <span className="modal-example__icon tone--primary" aria-hidden="true">
              <i className={icon} />
            </span>
            <h2 className="modal-example__title">{t(`${name}.title`)}</h2>
            <p className="modal-example__text muted">{t(`${name}.description`)}</p>
            <Button
              variant="secondary"
              aria-label={t('page.openNamed', { name: t(`${name}.title`) })}
              onClick={() => setOpen(name)}
            >
              {t('page.open')}
            </Button>
          </li>
        ))}
      </ul>
      {shown && <shown.Dialog onClose={close} />}
    </div>
  )
}
