import { useEffect, useRef, useState, type FormEvent } from 'react'
import {
  set,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { $ZodType } from 'zod/v4/core'
import { dropDraft, readDraft, writeDraft } from '@/services/form/form-drafts'

/** Field path → what is wrong with it (a problem code, a translation key or words). */
export type FieldProblems = Readonly<Partial<Record<string, string | null | undefined>>>

/**
 * What a submit ends with: nothing (saved as typed), the values now held (saved, as the server
 * answered), or `errors` (refused: the form keeps what was typed, the server's words by field).
 */
export type SubmitResult<Values> = undefined | { errors: FieldProblems } | { resetTo: Values }

export interface AppFormOptions<Values extends FieldValues> {
  /** Prefix of the controls' ids: a field `name` gets the id `${id}-${name}`. */
  id: string
  defaultValues: Values
  /**
   * The client's rules: a zod schema (zod/mini works), or a check that answers field → problem
   * (a field without one left out or undefined); both may be left out.
   */
  schema?: $ZodType<Values, Values> | undefined
  check?: ((values: Values) => object) | undefined
  /** Says a problem of the client's rules in the user's language; the server's words pass as they are. */
  translate?: ((problem: string, field: string, values: Values) => string) | undefined
  /** Keeps what is typed in the local store under this key until it is saved or reset. */
  draftKey?: string | undefined
  /** Top-level fields never kept in a draft: passwords, card numbers. */
  draftOmit?: readonly (keyof Values & string)[] | undefined
  /** Asks before a dirty form is left; on by default for the forms that keep a draft. */
  guard?: boolean | undefined
  /** The server's words when the form opens, e.g. a dialog reopened on a refused change. */
  serverErrors?: FieldProblems | undefined
  /** The server's name of a field → the form's, where they differ. */
  serverNames?: Readonly<Record<string, string>> | undefined
  onSubmit: (values: Values) => SubmitResult<Values> | Promise<SubmitResult<Values>>
}

export interface AppForm<Values extends FieldValues> {
  id: string
  form: UseFormReturn<Values>
  /** The `<form>`'s submit handler. */
  submit: (event?: FormEvent) => Promise<void>
  /** Each problem shown, with its field, in the order the fields are checked. */
  problems: { field: string; message: string }[]
  /** The summary is shown: a submit was tried and something is wrong. */
  showSummary: boolean
  /** The form holds what was typed and not saved: a leave asks first. */
  guarded: boolean
  /** A draft from an earlier visit was put back. */
  restored: boolean
  /** Back to the defaults, forgetting the draft. */
  discard: () => void
  /** The id of a field's control. */
  idOf: (field: string) => string
}

const draftDelay = 200
/**
 * Every reset keeps the fields' elements: without it react-hook-form forgets them, and the next
 * failed submit (or `setFocus`) could no longer focus the first wrong field.
 */
const keepFieldsRef = true

/** Every error of `errors` as field path → message, depth first in the order they were set. */
export function problemsOf(errors: FieldErrors, prefix = ''): { field: string; message: string }[] {
  return Object.entries(errors).flatMap(([key, value]: [string, unknown]) => {
    if (typeof value !== 'object' || value === null) return []
    const field = prefix ? `${prefix}.${key}` : key
    if ('type' in value && typeof value.type === 'string') {
      const message = 'message' in value ? value.message : undefined
      return typeof message === 'string' && message ? [{ field, message }] : []
    }
    return problemsOf(value as FieldErrors, field)
  })
}

/** The client's rules as react-hook-form's resolver, each problem said by `translate`. */
function resolverOf<Values extends FieldValues>(options: AppFormOptions<Values>): Resolver<Values> {
  const fromSchema = options.schema && zodResolver(options.schema)
  const say = options.translate ?? ((problem: string) => problem)
  return async (values, context, resolverOptions) => {
    const found: { field: string; message: string }[] = []
    if (fromSchema) {
      const result = await fromSchema(values, context, resolverOptions)
      found.push(...problemsOf(result.errors))
    }
    for (const [field, problem] of Object.entries(options.check?.(values) ?? {}) as [
      string,
      unknown,
    ][]) {
      if (typeof problem === 'string' && problem && !found.some((known) => known.field === field))
        found.push({ field, message: problem })
    }
    if (found.length === 0) return { values, errors: {} }
    const errors: FieldErrors<Values> = {}
    for (const { field, message } of found)
      set(errors, field, { type: 'client', message: say(message, field, values) })
    return { values: {}, errors }
  }
}

/** Puts the server's words under their fields (named as the form names them). */
function showServerErrors<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  found: FieldProblems,
  serverNames: Readonly<Record<string, string>>,
  focus: boolean,
): void {
  const named = Object.entries(found).flatMap(([field, message]) =>
    message ? [[serverNames[field] ?? field, message] as const] : [],
  )
  named.forEach(([field, message], index) =>
    form.setError(
      field as Path<Values>,
      { type: 'server', message },
      { shouldFocus: focus && index === 0 },
    ),
  )
}

function withoutFields(values: object, omit: readonly string[]): object {
  return Object.fromEntries(Object.entries(values).filter(([field]) => !omit.includes(field)))
}

/**
 * The one form layer (docs/architecture.md, "Forms"), over react-hook-form: a field is checked
 * when it is left and again as it changes after that; a submit that fails shows a summary of the
 * problems and focuses the first wrong field; the server's words go under their fields; what is
 * typed is kept as a draft in the local store; and a dirty form asks before it is left.
 */
export function useAppForm<Values extends FieldValues>(
  options: AppFormOptions<Values>,
): AppForm<Values> {
  const { id, defaultValues, draftKey, draftOmit = [], serverNames = {} } = options
  const form = useForm<Values>({
    mode: 'onTouched',
    defaultValues: defaultValues as DefaultValues<Values>,
    // Built each render: react-hook-form reads its options afresh, so the rules see the latest.
    resolver: resolverOf(options),
    shouldFocusError: true,
  })
  const [openedWith] = useState(options.serverErrors)
  const [serverNamesOpened] = useState(serverNames)
  const [draftRead, setDraftRead] = useState(draftKey === undefined)
  const [restored, setRestored] = useState(false)
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const { errors, isDirty, isSubmitted, isSubmitting } = form.formState
  // A dependency that stays the same while the same fields are left out.
  const omitted = draftOmit.join(' ')

  // The server's words the form opens with, once.
  useEffect(() => {
    if (openedWith) showServerErrors(form, openedWith, serverNamesOpened, true)
  }, [form, openedWith, serverNamesOpened])

  // A draft from an earlier visit comes back over the defaults, which stay what "dirty" means.
  useEffect(() => {
    if (draftKey === undefined) return
    let live = true
    void readDraft(draftKey).then((draft) => {
      if (!live) return
      if (typeof draft === 'object' && draft !== null) {
        form.reset({ ...form.getValues(), ...draft }, { keepDefaultValues: true, keepFieldsRef })
        setRestored(true)
      }
      setDraftRead(true)
    })
    return () => {
      live = false
    }
  }, [draftKey, form])

  // What is typed is kept a moment after the typing stops; a form back at its defaults keeps none.
  useEffect(() => {
    if (draftKey === undefined || !draftRead) return
    const keep = () => {
      pending.current = undefined
      if (form.formState.isDirty)
        void writeDraft(draftKey, withoutFields(form.getValues(), omitted.split(' ')))
      else void dropDraft(draftKey)
    }
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: () => {
        clearTimeout(pending.current)
        pending.current = setTimeout(keep, draftDelay)
      },
    })
    return () => {
      unsubscribe()
      if (pending.current !== undefined) {
        clearTimeout(pending.current)
        keep()
      }
    }
  }, [draftKey, draftRead, form, omitted])

  const submit = async (event?: FormEvent) => {
    if (event) event.preventDefault()
    if (form.formState.isSubmitting) return
    await form.handleSubmit(async (values) => {
      const result = await options.onSubmit(values)
      // Refused: what was typed stays, with the server's words under their fields (if any).
      if (result && 'errors' in result) {
        showServerErrors(form, result.errors, serverNames, true)
        return
      }
      clearTimeout(pending.current)
      pending.current = undefined
      if (draftKey !== undefined) void dropDraft(draftKey)
      form.reset(result && 'resetTo' in result ? result.resetTo : values, { keepFieldsRef })
      setRestored(false)
    })(event)
  }

  const problems = problemsOf(errors)
  return {
    id,
    form,
    submit,
    problems,
    showSummary: isSubmitted && problems.length > 0,
    guarded: (options.guard ?? draftKey !== undefined) && isDirty && !isSubmitting,
    restored,
    discard: () => {
      clearTimeout(pending.current)
      pending.current = undefined
      if (draftKey !== undefined) void dropDraft(draftKey)
      // To the defaults as they are now: after a save, what the server holds.
      form.reset(undefined, { keepFieldsRef })
      setRestored(false)
    },
    idOf: (field) => `${id}-${field.replaceAll('.', '-')}`,
  }
}
