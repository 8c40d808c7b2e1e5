import { useDeferredValue, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/form-field/form-field'
import { primeIconClasses } from './prime-icon-classes'
import { useCopyText } from './copy-text'
import './ui-kit.css'

/** The icons whose name holds every word typed ("arrow down" finds `pi-arrow-down-left`). */
export function matchingIcons(query: string): readonly string[] {
  const words = query
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean)
  if (words.length === 0) return primeIconClasses
  return primeIconClasses.filter((name) => {
    const icon = name.slice('pi pi-'.length)
    return words.every((word) => icon.includes(word))
  })
}

/**
 * Every PrimeIcons icon (/icons), with a search by name: a click (or Enter) on one copies its
 * class and says so in a toast.
 */
export default function IconsPage() {
  const { t } = useTranslation('uikit')
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(query)
  const icons = useMemo(() => matchingIcons(deferred), [deferred])
  const copy = useCopyText()
  return (
    <div className="page-stack">
      <header className="page-header">
        <h1>{t('icons.title')}</h1>
        <p>{t('icons.subtitle', { count: primeIconClasses.length })}</p>
      </header>
      <section className="card kit-icons">
        <FormField label={t('icons.search')} className="kit-icons__search">
          {(control) => (
            <input
              {...control}
              type="search"
              className="input"
              value={query}
              placeholder={t('icons.placeholder')}
              onChange={(event) => setQuery(event.target.value)}
            />
          )}
        </FormField>
        <p className="kit-icons__count" role="status">
          {t('icons.count', { count: icons.length })}
        </p>
        {icons.length > 0 ? (
          <ul className="kit-icons__grid">
            {icons.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className="row-button kit-icon"
                  aria-label={t('icons.copy', { name })}
                  title={name}
                  onClick={() => void copy(name)}
                >
                  <i className={name} aria-hidden="true" />
                  <span className="kit-icon__name">{name.slice('pi pi-'.length)}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="kit-icons__empty">{t('icons.none', { query: deferred.trim() })}</p>
        )}
      </section>
    </div>
  )
}
