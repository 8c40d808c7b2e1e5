import { useState } from 'react'
import type { DemoProfileUser, ProfileUserChange } from '@models/chat/demo-chat-api'
import type { UserData } from '@models/session/session'
import { reportError } from '@/services/error-catalogue'
import { saveProfileUser } from './chat-demo-api'

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
 * The demo profile as the signed-in user's own: their name, picture and role from the session.
 * The demo's id stays, since the demo chat's messages name it as their sender.
 */
function asSignedInUser(profile: DemoProfileUser, user: UserData | null): DemoProfileUser {
  if (!user) return profile
  return { ...profile, fullName: user.fullName, avatar: user.avatar || undefined, role: user.role }
}

/**
 * The profile user as the sidebar shows it: the signed-in user, with the demo's status, about line
 * and settings as loaded and the user's changes on top.
 * A change shows at once and is saved on its own; when the server refuses it, that change is put
 * back and the error catalogue tells the user why, under `failedSummary`.
 */
export function useProfileUser(loaded: DemoProfileUser | undefined, user: UserData | null) {
  const [changes, setChanges] = useState<ProfileUserChange>({})
  const profile = loaded ? asSignedInUser(withChange(loaded, changes), user) : undefined

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
