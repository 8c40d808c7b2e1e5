import * as z from 'zod/mini'

/** A server answer that does not have the expected shape. */
export class MalformedResponseError extends Error {
  constructor(what: string, details: string) {
    super(`The server sent malformed ${what} data: ${details}`)
    this.name = 'MalformedResponseError'
  }
}

/** Checks a response body against its schema, so malformed data never reaches a screen. */
export function parseResponse<T extends z.ZodMiniType>(
  schema: T,
  body: unknown,
  what: string,
): z.infer<T> {
  const result = z.safeParse(schema, body)
  if (!result.success) throw new MalformedResponseError(what, z.prettifyError(result.error))
  return result.data
}

/**
 * The JSON body of a response, or undefined when it has none or it is not JSON. Reads a copy, so
 * the response stays readable (an HTTPError's response is read by more than one handler).
 */
export function readJsonBody(response: Response): Promise<unknown> {
  return response
    .clone()
    .json()
    .catch(() => undefined)
}
