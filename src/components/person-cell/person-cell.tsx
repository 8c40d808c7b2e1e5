import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { ChatAvatar } from '@/components/chat/chat-avatar'
import './person-cell.css'

/**
 * A person in a list's row: picture or initials, the name (a link to their page when `href` is
 * given) and a line under it (their email). The user list and the invoice list's clients.
 */
export function PersonCell({
  name,
  avatar,
  href,
  detail,
}: {
  name: string
  avatar: string
  href?: string | undefined
  detail: ReactNode
}) {
  return (
    <span className="user-cell">
      <ChatAvatar name={name} src={avatar || null} size="sm" />
      <span className="user-cell__text">
        {href === undefined ? (
          <span className="user-cell__name">{name}</span>
        ) : (
          <Link href={href} className="user-cell__name">
            {name}
          </Link>
        )}
        <span className="user-cell__email">{detail}</span>
      </span>
    </span>
  )
}
