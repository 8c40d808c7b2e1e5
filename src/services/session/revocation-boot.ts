import { PENDING_REVOCATIONS_KEY } from './session-keys'

/**
 * At each page load: when an earlier page could not tell the server to refuse a token (the
 * sign-out call of a logout was lost), tell it now. The code that does it loads only then.
 */
export function retryLostRevocations(): void {
  try {
    if (!localStorage.getItem(PENDING_REVOCATIONS_KEY)) return
  } catch {
    return
  }
  void import('./pending-revocation').then((module) => module.retryPendingRevocations())
}
