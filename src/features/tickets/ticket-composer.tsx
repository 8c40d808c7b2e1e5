import { useId, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/button'
import type { ComposerMode, ComposerProblem } from '@machines/tickets/tickets.types'
import { MAX_REPLY_LENGTH } from '@models/tickets/ticket-changes'

/**
 * What is written on a ticket: a reply to the customer or, for an agent, an internal note. The
 * text is the machine's (each ticket keeps its own draft), as are the checks made on sending:
 * Send or Ctrl/Cmd+Enter. The counter turns red over the limit, and says so.
 */
export function TicketComposer({
  textRef,
  agent,
  mode,
  text,
  problem,
  customer,
  onText,
  onMode,
  onSend,
}: {
  textRef?: Ref<HTMLTextAreaElement>
  agent: boolean
  mode: ComposerMode
  text: string
  problem: ComposerProblem | null
  /** Whom a reply goes to. */
  customer: string
  onText: (text: string) => void
  onMode: (mode: ComposerMode) => void
  onSend: () => void
}) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const numbers = new Intl.NumberFormat(i18n.language)
  const over = text.length > MAX_REPLY_LENGTH
  const error =
    problem === 'empty'
      ? t('tickets.composer.empty')
      : problem === 'tooLong' || over
        ? t('tickets.composer.tooLong', { max: numbers.format(MAX_REPLY_LENGTH) })
        : null
  const note = mode === 'note'
  return (
    <form
      className={`ticket-composer${note ? ' ticket-composer--note' : ''}`}
      aria-label={t('tickets.composer.label')}
      onSubmit={(event) => {
        event.preventDefault()
        onSend()
      }}
    >
      {agent && (
        <fieldset className="ticket-composer__modes">
          <legend className="visually-hidden">{t('tickets.composer.modes')}</legend>
          {(['reply', 'note'] as const).map((each) => (
            <label
              key={each}
              className={`ticket-composer__mode${mode === each ? ' ticket-composer__mode--on' : ''}`}
            >
              <input
                type="radio"
                name={`${id}-mode`}
                value={each}
                checked={mode === each}
                onChange={() => onMode(each)}
              />
              <i className={each === 'note' ? 'pi pi-lock' : 'pi pi-reply'} aria-hidden="true" />
              {t(`tickets.composer.mode.${each}`)}
            </label>
          ))}
        </fieldset>
      )}
      <label className="visually-hidden" htmlFor={`${id}-text`}>
        {note
          ? t('tickets.composer.noteLabel')
          : t('tickets.composer.replyLabel', { name: customer })}
      </label>
      <textarea
        ref={textRef}
        id={`${id}-text`}
        className="ticket-composer__text"
        rows={4}
        value={text}
        placeholder={
          note
            ? t('tickets.composer.notePlaceholder')
            : t('tickets.composer.replyPlaceholder', { name: customer })
        }
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault()
            onSend()
          } else if (event.key === 'Escape') {
            // Out of the composer, to the ticket's title: the keyboard shortcuts work from there.
            event.preventDefault()
            event.currentTarget
              .closest('.mail-reader')
              ?.querySelector<HTMLElement>('.mail-reader__subject')
              ?.focus()
          }
        }}
      />
      <div className="ticket-composer__foot">
        <span
          id={`${id}-count`}
          className={`ticket-composer__count${over ? ' ticket-composer__count--over' : ''}`}
        >
          <span aria-hidden="true">
            {numbers.format(text.length)} / {numbers.format(MAX_REPLY_LENGTH)}
          </span>
          <span className="visually-hidden">
            {t('tickets.composer.countLabel', {
              count: text.length,
              max: numbers.format(MAX_REPLY_LENGTH),
            })}
          </span>
        </span>
        {error && (
          <p id={`${id}-error`} className="ticket-composer__error" role="alert">
            <i className="pi pi-exclamation-circle" aria-hidden="true" /> {error}
          </p>
        )}
        <Button type="submit" icon={note ? 'pi pi-lock' : 'pi pi-send'}>
          {note ? t('tickets.composer.addNote') : t('tickets.composer.send')}
        </Button>
      </div>
    </form>
  )
}
