import { useId, useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldError } from './field-error'
import { codeLength } from './validation'

interface CodeInputProps {
  label: string
  /** One entry per box, '' where empty. */
  digits: string[]
  onChange: (digits: string[]) => void
  /** Already translated; the empty boxes are marked invalid while there is one. */
  error?: string | undefined
  /** Given to the first empty box: where a failed submit puts the focus. */
  focusTarget?: Ref<HTMLInputElement> | undefined
}

const onlyDigits = (text: string) => text.replace(/\D/g, '')

/**
 * Six one-digit boxes under one label that behave like one field: typing moves on, Backspace goes
 * back, the arrow, Home and End keys move, and pasting (or the phone's autofill of) a code fills
 * every box.
 */
export function CodeInput({ label, digits, onChange, error, focusTarget }: CodeInputProps) {
  const { t } = useTranslation()
  const labelId = useId()
  const errorId = useId()
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const firstEmpty = Math.max(
    0,
    digits.findIndex((digit) => !digit),
  )

  const focusAt = (index: number) => {
    const box = boxes.current[Math.min(Math.max(index, 0), codeLength - 1)]
    box?.focus()
    box?.select()
  }

  const setDigit = (index: number, digit: string) =>
    onChange(digits.map((current, at) => (at === index ? digit : current)))

  /** Spreads several digits over the boxes from `start`, then moves past the last one set. */
  const spread = (start: number, text: string) => {
    const incoming = onlyDigits(text)
      .slice(0, codeLength - start)
      .split('')
    if (incoming.length === 0) return
    onChange(digits.map((current, at) => incoming[at - start] ?? current))
    focusAt(start + incoming.length)
  }

  const onInput = (index: number, value: string) => {
    const typed = onlyDigits(value)
    if (typed.length === 0) return setDigit(index, '')
    if (typed.length > 2) return spread(index, typed)
    // A box that held a digit gets two: keep the one just typed, wherever the caret was.
    const digit = typed.length === 2 && typed[0] === digits[index] ? typed[1]! : typed.at(-1)!
    setDigit(index, digit)
    focusAt(index + 1)
  }

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, () => void> = {
      Backspace: () => {
        if (digits[index]) return setDigit(index, '')
        if (index === 0) return
        setDigit(index - 1, '')
        focusAt(index - 1)
      },
      Delete: () => setDigit(index, ''),
      ArrowLeft: () => focusAt(index - 1),
      ArrowRight: () => focusAt(index + 1),
      Home: () => focusAt(0),
      End: () => focusAt(codeLength - 1),
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    move()
  }

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    const pasted = onlyDigits(event.clipboardData.getData('text'))
    // A whole code fills every box, wherever it was pasted.
    spread(pasted.length >= codeLength ? 0 : index, pasted)
  }

  return (
    <div className="auth-field">
      <p className="auth-field__label" id={labelId}>
        {label}
      </p>
      <div className="code-input" role="group" aria-labelledby={labelId}>
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(box) => {
              boxes.current[index] = box
              if (index !== firstEmpty || !focusTarget) return
              if (typeof focusTarget === 'function') focusTarget(box)
              else focusTarget.current = box
            }}
            className="input code-input__box"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t('auth.twoSteps.digit', { position: index + 1, total: codeLength })}
            aria-invalid={Boolean(error) && !digit}
            aria-describedby={error ? errorId : undefined}
            value={digit}
            onChange={(event) => onInput(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  )
}
