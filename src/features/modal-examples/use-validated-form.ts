import { useState, type FormEvent } from 'react'

/** Every field of a modal example's form holds what was typed (or picked) as a string. */
type TextValues<Values> = { [Field in keyof Values]: string }

/**
 * A modal example's form: the values as typed, each field's problem as found when the user last
 * tried to submit (kept until the next try), and the submit itself, which moves the focus to the
 * first wrong field or, when there is none, hands the values on.
 */
export function useValidatedForm<Values extends TextValues<Values>, Problems extends object>({
  initial,
  check,
  fields,
  idPrefix,
  onValid,
}: {
  initial: Values | (() => Values)
  /** Field → problem; a field with none is left out (or undefined). */
  check: (values: Values) => Problems
  /** The checked fields in the order they are shown: the focus goes to the first wrong one. */
  fields: readonly (keyof Values & keyof Problems & string)[]
  /** Each field's control has the id `${idPrefix}-${field}`. */
  idPrefix: string
  onValid: (values: Values) => void
}) {
  const [values, setValues] = useState<Values>(initial)
  const [problems, setProblems] = useState<Partial<Problems>>({})
  const idOf = (field: keyof Values & string) => `${idPrefix}-${field}`

  return {
    values,
    problems,
    idOf,
    /** Changes one field as typed; its problem stays shown until the next submit. */
    set: <Field extends keyof Values>(field: Field, value: Values[Field]) =>
      setValues((was) => ({ ...was, [field]: value })),
    /** A text input's id, value and change, to spread on a `TextInputField`. */
    bind: (field: keyof Values & string) => ({
      id: idOf(field),
      value: values[field],
      onChange: (value: string) => setValues((was) => ({ ...was, [field]: value })),
    }),
    submit: (event: FormEvent) => {
      event.preventDefault()
      const found = check(values)
      setProblems(found)
      const first = fields.find((field) => found[field])
      if (first) {
        document.getElementById(idOf(first))?.focus()
        return
      }
      onValid(values)
    },
  }
}
