import { notify, type ToastMessage } from './toast'

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

/**
 * Copies `text` and says in a toast whether it did: `copied` (a success) when it did, `failed`
 * (an error) when the browser refused.
 */
export async function copyAndTell(
  text: string,
  copied: Omit<ToastMessage, 'severity'>,
  failed: Omit<ToastMessage, 'severity'>,
): Promise<void> {
  notify(
    (await copyToClipboard(text))
      ? { severity: 'success', ...copied }
      : { severity: 'error', ...failed },
  )
}
