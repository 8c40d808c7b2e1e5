import { useMemo, useState } from 'react'
import { Link } from 'wouter'
import { useTranslation } from 'react-i18next'
import { Dropdown } from '@/components/dropdown'
import { LoadError } from '@/components/load-states'
import { useCurrentUser } from '@/services/current-user'
import { reportError } from '@/services/error-catalogue'
import { useErrorText } from '@/services/load-error-text'
import { allowedRoutes } from '@/app/routes/route-access'
import { flipBookmark, loadBookmarks, useBookmarks } from '@/services/bookmarks-store'

/** At most this many bookmarks show as icons in the navbar; the rest are in the star's list. */
const shownInNavbar = 5

/**
 * Bookmarked pages as navbar shortcuts, and a list to star or unstar pages. Only pages of the
 * route table that the user may open are offered.
 */
export function Bookmarks() {
  const { t } = useTranslation()
  const { ability } = useCurrentUser()
  const { pages, status, error } = useBookmarks()
  const errorText = useErrorText(error)
  const [filter, setFilter] = useState('')

  const available = useMemo(() => {
    const routes = new Map(allowedRoutes(ability).map((route) => [route.path, route]))
    return pages.flatMap((page) => {
      const route = routes.get(page.link)
      return route ? [{ ...page, title: t(route.titleKey), icon: route.icon }] : []
    })
  }, [pages, ability, t])

  const bookmarked = available.filter((page) => page.isBookmarked)
  const query = filter.trim().toLocaleLowerCase()
  const listed = available.filter((page) => page.title.toLocaleLowerCase().includes(query))

  const onToggle = async (id: number) => {
    try {
      await flipBookmark(id)
    } catch (refusal) {
      // As every other toast: the server's message, as a warning for a 403 or 409 (SPEC.md 8).
      await reportError(refusal, t('bookmarks.saveFailed'))
    }
  }

  return (
    <div className="bookmarks">
      <ul className="bookmarks__shortcuts" aria-label={t('bookmarks.title')}>
        {bookmarked.slice(0, shownInNavbar).map((page) => (
          <li key={page.id}>
            <Link
              href={page.link}
              className="icon-button"
              aria-label={page.title}
              title={page.title}
            >
              <i className={page.icon} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
      <Dropdown
        role="dialog"
        align="start"
        label={t('bookmarks.manage')}
        trigger={
          <>
            <i className="pi pi-star" aria-hidden="true" />
            <span className="visually-hidden">{t('bookmarks.manage')}</span>
          </>
        }
      >
        {() => (
          <div className="bookmarks__panel">
            <input
              type="search"
              className="input"
              aria-label={t('bookmarks.filter')}
              placeholder={t('bookmarks.filter')}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
            {status === 'failed' && (
              <LoadError
                look="line"
                title={t('bookmarks.loadFailed')}
                message={errorText ?? ''}
                onRetry={() => void loadBookmarks()}
              />
            )}
            {status === 'loading' && <p className="muted">{t('common.loading')}</p>}
            <ul className="bookmarks__list">
              {listed.map((page) => (
                <li key={page.id} className="bookmarks__row">
                  <Link href={page.link} className="bookmarks__link">
                    <i className={page.icon} aria-hidden="true" />
                    {page.title}
                  </Link>
                  <button
                    type="button"
                    className="icon-button bookmarks__star"
                    aria-pressed={page.isBookmarked}
                    aria-label={t('bookmarks.toggle', { page: page.title })}
                    title={page.isBookmarked ? t('bookmarks.remove') : t('bookmarks.add')}
                    onClick={() => void onToggle(page.id)}
                  >
                    <i
                      className={page.isBookmarked ? 'pi pi-star-fill' : 'pi pi-star'}
                      aria-hidden="true"
                    />
                  </button>
                </li>
              ))}
              {status === 'ready' && listed.length === 0 && (
                <li className="muted">{t('bookmarks.noMatch')}</li>
              )}
            </ul>
          </div>
        )}
      </Dropdown>
    </div>
  )
}
