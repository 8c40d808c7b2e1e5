import { useCallback, useState } from 'react'

const draftKey = (chatId: string) => `chat.draft.${chatId}`

function readDraft(chatId: string): string {
  try {
    return sessionStorage.getItem(draftKey(chatId)) ?? ''
  } catch {
    return ''
  }
}

/**
 * The text being written in one chat, kept in session storage so that a reload or a switch to
 * another chat loses nothing; a logout clears it with the rest of the session's storage.
 */
export function useDraft(chatId: string): [string, (text: string) => void] {
  const [draft, setDraft] = useState(() => ({ chatId, text: readDraft(chatId) }))
  const text = draft.chatId === chatId ? draft.text : readDraft(chatId)
  const update = useCallback(
    (next: string) => {
      setDraft({ chatId, text: next })
      try {
        if (next) sessionStorage.setItem(draftKey(chatId), next)
        else sessionStorage.removeItem(draftKey(chatId))
      } catch {
        // A full or blocked storage keeps the draft in memory only; the text on screen stays.
      }
    },
    [chatId],
  )
  return [text, update]
}
