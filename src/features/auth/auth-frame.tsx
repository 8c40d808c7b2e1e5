import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Brand } from '@/components/brand'
import { LanguageMenu } from '@/components/language-menu'
import { SkinToggle } from '@/components/skin-toggle'
import type { AuthVariant } from './auth-paths'
import './auth.css'

interface AuthFrameProps {
  variant: AuthVariant
  title: ReactNode
  subtitle?: ReactNode
  /** The illustration of the cover look; the basic look has none. */
  art?: ReactNode
  children: ReactNode
}

/**
 * The frame of every sign-in page: a centred card (basic) or the form beside a large
 * illustration (cover). A signed-out visitor still gets the language and skin switches.
 */
export function AuthFrame({ variant, title, subtitle, art, children }: AuthFrameProps) {
  const { t } = useTranslation()
  const heading = (
    <header className="auth-heading">
      <h1>{title}</h1>
      {subtitle && <p>{subtitle}</p>}
    </header>
  )
  const tools = (
    <div className="auth-tools">
      <LanguageMenu />
      <SkinToggle />
    </div>
  )

  if (variant === 'basic') {
    return (
      <div className="auth-page auth-basic">
        {tools}
        <div className="card auth-basic__card">
          <div className="auth-basic__brand">
            <Brand />
          </div>
          {heading}
          {children}
        </div>
      </div>
    )
  }

  return (
    <div className="auth-page auth-cover">
      <div className="auth-cover__brand">
        <Brand />
      </div>
      {tools}
      <div className="auth-cover__art">
        <div className="auth-cover__illustration" aria-hidden="true">
          {art}
        </div>
        <p className="auth-cover__caption">
          <strong>{t('auth.cover.title')}</strong>
          <span>{t('auth.cover.text')}</span>
        </p>
      </div>
      <div className="auth-cover__panel">
        <div className="auth-cover__body">
          {heading}
          {children}
        </div>
      </div>
    </div>
  )
}
