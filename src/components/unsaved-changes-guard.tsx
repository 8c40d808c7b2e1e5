import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { Button } from '@/components/button'
import { Modal } from '@/components/modal/modal'
import { holdNavigation, leaveWithoutSaving } from '@/services/leave-guard'

/** The in-app address a click on a link would open, or undefined for anything else. */
function linkTarget(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined
  const target = event.target
  const link = target instanceof Element ? target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement)) return undefined
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined
  const url = new URL(link.href, window.location.href)
  if (url.origin !== window.location.origin) return undefined
  return url.pathname + url.search + url.hash
}

/**
 * While a form has changes that are not saved, asks before they are lost: a link to another
 * address (the menu, a tab, a breadcrumb) and the browser's Back and Forward open "Leave this
 * page?" first, and closing or reloading the tab gets the browser's own question. A navigation
 * made in code is asked about too, through the router's `aroundNav` (`askBeforeLeaving`), and Back
 * and Forward through `holdHistoryMoves` (`src/services/leave-guard.ts`). Put one beside each
 * form, with whether it is dirty.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation()
  const [location, navigate] = useLocation()
  const [pending, setPending] = useState<string | null>(null)
  useEffect(() => {
    if (!dirty) return
    const release = holdNavigation((to) => setPending(to))
    const onClick = (event: MouseEvent) => {
      const to = linkTarget(event)
      if (to === undefined || to.split(/[?#]/)[0] === location) return
      // Caught on the way down, before the router's own handler sees the click.
      event.preventDefault()
      event.stopImmediatePropagation()
      setPending(to)
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault()
    document.addEventListener('click', onClick, true)
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => {
      release()
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('beforeunload', onBeforeUnload)
    }
  }, [dirty, location])

  if (pending === null) return null
  return (
    <Modal
      title={t('leaveGuard.title')}
      onClose={() => setPending(null)}
      footer={
        <>
          <Button variant="secondary" onClick={() => setPending(null)}>
            {t('leaveGuard.stay')}
          </Button>
          <Button
            variant="primary"
            onClick={() => {
              setPending(null)
              leaveWithoutSaving()
              navigate(pending)
            }}
          >
            {t('leaveGuard.leave')}
          </Button>
        </>
      }
    >
      <p>{t('leaveGuard.message')}</p>
    </Modal>
  )
}
