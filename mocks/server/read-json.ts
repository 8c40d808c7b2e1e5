/**
 * The JSON object a request carries, or undefined when its body is missing, is not JSON, or is
 * not an object. A client may send anything: the handlers narrow what they read from here.
 */
export async function readJsonObject(
  request: Request,
): Promise<Record<string, unknown> | undefined> {
  const body: unknown = await request.json().catch(() => undefined)
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined
}
