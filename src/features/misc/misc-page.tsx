import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { useTranslation } from 'react-i18next'
import './misc.css'

interface MiscPageProps {
  heading: string
  message: string
  art: ReactNode
  children?: ReactNode
}

/** The shared frame of the stand-alone pages: heading, message, an action and an illustration. */
export function MiscPage({ heading, message, art, children }: MiscPageProps) {
  const { t } = useTranslation()
  return (
    <div className="misc-page">
      <h1>{heading}</h1>
      <p>{message}</p>
      {children ?? (
        <Link href="/" className="btn btn--primary">
          {t('misc.backHome')}
        </Link>
      )}
      <div className="misc-page__art" aria-hidden="true">
        {art}
      </div>
    </div>
  )
}
