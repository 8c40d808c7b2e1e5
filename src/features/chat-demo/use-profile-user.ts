import { useState } from 'react'
import type { DemoProfileUser } from '@models/demo-chat-api'
import { reportError } from '@/services/error-catalogue'
import { saveProfileUser, type ProfileUserChange } from './chat-demo-api'

function withChange(profile: DemoProfileUser, change: ProfileUserChange): DemoProfileUser {
  return {
    ...profile,
    status: change.status ?? profile.status,
    about: change.about ?? profile.about,
    settings: { ...profile.settings, ...change.settings },
  }
}

function merge(a: ProfileUserChange, b: ProfileUserChange): ProfileUserChange {
  return { ...a, ...b, settings: { ...a.settings, ...b.settings } }
}

/** The values `change` replaces, so that a refused change can be put back. */
function previousOf(profile: DemoProfileUser, change: ProfileUserChange): ProfileUserChange {
  const previous: ProfileUserChange = {}
  if (change.status !== undefined) previous.status = profile.status
  if (change.about !== undefined) previous.about = profile.about
  if (change.settings) {
    previous.settings = Object.fromEntries(
      Object.keys(change.settings).map((name) => [
        name,
        profile.settings[name as keyof DemoProfileUser['settings']],
      ]),
    )
  }
  return previous
}

/**
 * The profile user as the sidebar shows it: the loaded profile with the user's changes on top.
 * A change shows at once and is saved on its own; when the server refuses it, that change is put
 * back and the error catalogue tells the user why, under `failedSummary`.
 */
export function useProfileUser(loaded: DemoProfileUser | undefined) {
  const [changes, setChanges] = useState<ProfileUserChange>({})
  const profile = loaded ? withChange(loaded, changes) : undefined

  const save = async (change: ProfileUserChange, failedSummary: string): Promise<boolean> => {
    if (!profile) return false
    const previous = previousOf(profile, change)
    setChanges((current) => merge(current, change))
    try {
      await saveProfileUser(change)
      return true
    } catch (error) {
      setChanges((current) => merge(current, previous))
      await reportError(error, failedSummary)
      return false
    }
  }

  return { profile, save }
}
