/**
 * Puts `text` on the clipboard; false when the browser refuses (no permission, an insecure
 * page, no Clipboard API), so the screen can say so instead of claiming it copied.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}
