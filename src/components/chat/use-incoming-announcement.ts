import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ThreadRow } from './thread-rows'

function newestIncoming(rows: readonly ThreadRow[]) {
  for (let index = rows.length - 1; index >= 0; index -= 1) {
    const row = rows[index]!
    if (row.kind === 'message' && !row.own) return row
  }
  return undefined
}

/**
 * What a screen reader should hear when a message comes in while the thread is open: the
 * sender and the text (or "Photo"). Nothing for the messages a thread opens with: `generation`
 * changes when another thread, or a reloaded one, is shown.
 */
export function useIncomingAnnouncement(
  rows: readonly ThreadRow[],
  generation: number,
  contactName: string,
): string {
  const { t } = useTranslation()
  const newest = newestIncoming(rows)
  const [heard, setHeard] = useState({ generation, key: newest?.key, text: '' })
  if (heard.generation !== generation) {
    setHeard({ generation, key: newest?.key, text: '' })
  } else if (newest && newest.key !== heard.key) {
    const { message } = newest
    const body = message.type === 'image' ? t('chat.preview.photo') : message.text
    const sender = message.senderName ?? contactName
    setHeard({ generation, key: newest.key, text: t('chat.thread.incoming', { sender, body }) })
  }
  return heard.generation === generation ? heard.text : ''
}
