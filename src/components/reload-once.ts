/** The session-storage flag that allows one automatic reload per browser session. */
export const autoReloadFlag = 'app.autoReloaded'

/**
 * Reloads the page unless this session already did it once: a render error that survives a reload
 * then stays on the fallback screen instead of reloading in a loop.
 */
export function reloadOncePerSession(reload: () => void = () => window.location.reload()): boolean {
  try {
    if (sessionStorage.getItem(autoReloadFlag)) return false
    sessionStorage.setItem(autoReloadFlag, String(Date.now()))
  } catch {
    // Without session storage we cannot tell whether we already reloaded, so we never do.
    return false
  }
  reload()
  return true
}
