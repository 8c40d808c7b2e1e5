import type { ReactNode } from 'react'

/** A page on its own, without menu or navbar: the misc pages and, later, sign-in. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return <main className="blank-page">{children}</main>
}
