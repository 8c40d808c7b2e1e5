import { HttpResponse } from 'msw'

/**
 * A 400 in the field-error shape (`errors: { field: [messages] }`), which the client shows next to
 * each field (SPEC.md section 8).
 */
export const fieldErrors = (errors: Record<string, string[]>) =>
  HttpResponse.json({ errors }, { status: 400 })

/** A 400 for one field and one message. */
export const fieldError = (field: string, message: string) => fieldErrors({ [field]: [message] })
