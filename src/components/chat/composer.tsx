import {
  useId,
  useLayoutEffect,
  useRef,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { useTranslation } from 'react-i18next'
import { trimInvisible } from '@models/format/visible-text'
import { mayTakeFocus } from './may-take-focus'
import './composer.css'

export interface ComposerProps {
  /** The draft; the parent owns it so that it survives switching chats. */
  value: string
  onChange: (text: string) => void
  /**
   * Called with the text without whitespace or invisible characters at its ends, never one that
   * shows nothing; the parent clears `value` afterwards.
   */
  onSend: (text: string) => void
  disabled?: boolean
  placeholder?: string
  /** 4000 unless told. */
  maxLength?: number
  sendLabel?: string
  /** Extra buttons before the send button (attach, emoji…). */
  actions?: ReactNode
  /**
   * Takes the focus when it mounts, as a chat opens (or once it is enabled, when it mounts
   * disabled), unless the user is typing elsewhere or the screen shows one pane at a time (see
   * mayTakeFocus).
   */
  focusOnOpen?: boolean
}

// The counter appears when this share of the limit is left, or 50 characters, whichever is more.
const counterShare = 0.1

/**
 * The message box: grows from one to six lines, Enter sends, Shift+Enter starts a new line and
 * text still being composed with an input method (Japanese, Chinese, Korean) never sends.
 */
export function Composer({
  value,
  onChange,
  onSend,
  disabled = false,
  placeholder,
  maxLength = 4000,
  sendLabel,
  actions,
  focusOnOpen = false,
}: ComposerProps) {
  const { t } = useTranslation()
  const fieldRef = useRef<HTMLTextAreaElement>(null)
  const counterId = useId()
  // Zero-width and other invisible characters alone are no message.
  const trimmed = trimInvisible(value)
  const canSend = !disabled && trimmed.length > 0
  const left = maxLength - value.length
  const showCounter = left <= Math.max(50, Math.round(maxLength * counterShare))

  // Once, as the chat opens (or as soon as the field may be used): later renders leave the focus
  // where the user put it.
  const focusPending = useRef(focusOnOpen)
  useLayoutEffect(() => {
    const field = fieldRef.current
    if (!focusPending.current || disabled || !field) return
    focusPending.current = false
    if (mayTakeFocus(field)) field.focus({ preventScroll: true })
  }, [disabled])

  // Fit the field to its text; the style sheet caps it at six lines, after which it scrolls.
  useLayoutEffect(() => {
    const field = fieldRef.current
    if (!field) return
    field.style.height = 'auto'
    field.style.height = `${field.scrollHeight}px`
  }, [value])

  const send = () => {
    if (!canSend) return
    onSend(trimmed)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return
    // Enter while an input method composes confirms the composition; Safari reports it as a
    // keyCode 229 keydown after compositionend, hence both checks.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return
    event.preventDefault()
    send()
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    send()
  }

  return (
    <form className="composer" onSubmit={onSubmit}>
      <div className="composer__field">
        <textarea
          ref={fieldRef}
          className="composer__input"
          rows={1}
          value={value}
          maxLength={maxLength}
          placeholder={placeholder ?? t('chat.composer.placeholder')}
          aria-label={t('chat.composer.label')}
          aria-describedby={showCounter ? counterId : undefined}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {showCounter && (
          <span
            id={counterId}
            className={`composer__counter${left <= 0 ? ' composer__counter--full' : ''}`}
          >
            {t('chat.composer.remaining', { count: Math.max(0, left) })}
          </span>
        )}
      </div>
      {actions && <div className="composer__actions">{actions}</div>}
      <button
        type="submit"
        className="composer__send"
        disabled={!canSend}
        aria-label={sendLabel ?? t('chat.composer.send')}
      >
        <span className="composer__send-text" aria-hidden="true">
          {sendLabel ?? t('chat.composer.send')}
        </span>
        <i className="pi pi-send" aria-hidden="true" />
      </button>
    </form>
  )
}
