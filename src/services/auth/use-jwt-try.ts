import { useState } from 'react'
import { jwtLogin, jwtRegister } from './auth-api'

/**
 * The auth templates' tries of the demo endpoints, `busy` while one runs. Each resolves with the
 * answer for the screen to show; none touches the app's own session.
 */
export function useJwtTry() {
  const [busy, setBusy] = useState(false)

  const whileBusy = async <T>(call: () => Promise<T>): Promise<T> => {
    setBusy(true)
    try {
      return await call()
    } finally {
      setBusy(false)
    }
  }

  return {
    busy,
    login: (credentials: Parameters<typeof jwtLogin>[0]) => whileBusy(() => jwtLogin(credentials)),
    register: (fields: Parameters<typeof jwtRegister>[0]) => whileBusy(() => jwtRegister(fields)),
  }
}
