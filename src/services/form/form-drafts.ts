import { getLocalDatabase } from '@/services/local-store/local-database'

/**
 * The drafts of the forms, in the local store: what the user typed and did not save yet, by the
 * form's key. A draft is a convenience: when the store cannot be read or written (a private
 * window, a store being deleted at sign-out) the form simply starts from its defaults.
 */

/** The draft kept under `key`, or undefined when there is none. */
export async function readDraft(key: string): Promise<unknown> {
  try {
    return (await getLocalDatabase().drafts.get(key))?.values
  } catch {
    return undefined
  }
}

/** Keeps `values` as the draft under `key`, in place of any earlier one. */
export async function writeDraft(key: string, values: unknown): Promise<void> {
  try {
    await getLocalDatabase().drafts.put({ key, values, savedAt: Date.now() })
  } catch {
    // Not kept: the form still holds what was typed.
  }
}

/** Forgets the draft under `key`: it was saved, or reset. */
export async function dropDraft(key: string): Promise<void> {
  try {
    await getLocalDatabase().drafts.delete(key)
  } catch {
    // Nothing kept to forget.
  }
}
