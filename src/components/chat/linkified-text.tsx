import { useMemo } from 'react'
import { linkify } from './linkify'

/**
 * Message text with its web, mail and phone links made clickable. The text is rendered as React
 * text nodes, so nothing in it can become markup; line breaks are kept by the caller's
 * `white-space: pre-wrap`.
 */
export function LinkifiedText({ text }: { text: string }) {
  const parts = useMemo(() => linkify(text), [text])
  return (
    <>
      {parts.map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <a
            // The parts never reorder, so their position is a stable key.
            key={index}
            className="chat-link"
            href={part.href}
            {...(part.href.startsWith('http')
              ? { target: '_blank', rel: 'noopener noreferrer nofollow' }
              : {})}
          >
            {part.text}
          </a>
        ),
      )}
    </>
  )
}
