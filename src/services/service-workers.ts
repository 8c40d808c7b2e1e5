/**
 * The app never uses a service worker; one left behind by an older deployment on this origin
 * would serve stale files, so every registration is removed at start.
 */
export async function unregisterServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  try {
    const registrations = await navigator.serviceWorker.getRegistrations()
    await Promise.all(registrations.map((registration) => registration.unregister()))
  } catch (error) {
    console.warn('Could not unregister the service workers', error)
  }
}
