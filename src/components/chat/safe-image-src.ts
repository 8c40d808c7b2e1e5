/**
 * The address of an image message if it is one the browser may load as a picture: http(s),
 * blob:, a data: image, or a path on this site. Anything else is shown as a plain "Photo".
 */
export function safeImageSrc(value: string): string | undefined {
  const text = value.trim()
  if (!text) return undefined
  if (/^data:image\/(png|jpe?g|gif|webp|avif);/i.test(text)) return text
  if (text.startsWith('/') && !text.startsWith('//')) return text
  try {
    const url = new URL(text)
    return ['http:', 'https:', 'blob:'].includes(url.protocol) ? text : undefined
  } catch {
    return undefined
  }
}
