import type { FormEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/button'
import { Modal } from '@/components/modal/modal'

interface ExampleDialogFrameProps {
  title: string
  /** Over the intro, when the dialog has one. */
  heading?: string | undefined
  intro: string
  wide?: boolean | undefined
  /** Done (which closes) when not given. */
  footer?: ReactNode
  onClose: () => void
  children: ReactNode
}

/** A modal example: its heading and intro over its content; Done in the footer unless told. */
export function ExampleDialog({
  title,
  heading,
  intro,
  wide = false,
  footer,
  onClose,
  children,
}: ExampleDialogFrameProps) {
  const { t } = useTranslation('modals')
  return (
    <Modal
      title={title}
      onClose={onClose}
      className={wide ? 'example-dialog example-dialog--wide' : 'example-dialog'}
      footer={
        footer ?? (
          <Button variant="secondary" onClick={onClose}>
            {t('common.done')}
          </Button>
        )
      }
    >
      {heading && <h3 className="example-dialog__heading">{heading}</h3>}
      <p className="example-dialog__intro muted">{intro}</p>
      {children}
    </Modal>
  )
}

interface ExampleFormDialogProps {
  title: string
  /** Over the intro, when the dialog has one. */
  heading?: string
  intro: string
  /** The form's id, which the footer's submit button names. */
  formId: string
  submitLabel: string
  submitIcon?: string
  wide?: boolean
  onSubmit: (event: FormEvent) => void
  onClose: () => void
  /** The form's fields. */
  children: ReactNode
}

/** A modal example that is one form: its intro, its fields, and Cancel and submit in the footer. */
export function ExampleFormDialog({
  title,
  heading,
  intro,
  formId,
  submitLabel,
  submitIcon = 'pi pi-check',
  wide = false,
  onSubmit,
  onClose,
  children,
}: ExampleFormDialogProps) {
  const { t } = useTranslation('modals')
  return (
    <ExampleDialog
      title={title}
      heading={heading}
      intro={intro}
      wide={wide}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} icon={submitIcon}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className="example-form" onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </ExampleDialog>
  )
}
