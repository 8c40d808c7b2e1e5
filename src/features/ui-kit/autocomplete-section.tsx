import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AutoComplete } from 'primereact/autocomplete'
import { matchingMovies, type AutocompleteMovie } from '@models/ui-kit/autocomplete'
import { autocompleteMoviesQuery } from '@/services/ui-kit/autocomplete-query'
import { useQuery } from '@/services/use-query'
import { useErrorText } from '@/services/load-error-text'
import { LoadError } from '@/components/load-states'
import { KitCard } from './kit-index'
import '@/components/prime-autocomplete.css'

/**
 * PrimeReact's AutoComplete over the 100 top movies of `GET /api/autocomplete/data`: it suggests
 * as one types, the arrows walk the suggestions, Enter takes one, Escape closes them; a query that
 * matches nothing says so.
 */
export function AutocompleteSection() {
  const { t } = useTranslation('uikit')
  const inputId = useId()
  const { state, retry } = useQuery(autocompleteMoviesQuery)
  const errorText = useErrorText(state.status === 'error' ? state.error : null) ?? ''
  const movies = state.status === 'ready' ? state.data : []
  const [value, setValue] = useState<AutocompleteMovie | string>('')
  const [suggestions, setSuggestions] = useState<AutocompleteMovie[]>([])
  const chosen = typeof value === 'object' ? value : null
  return (
    <KitCard title={t('autocomplete.movies')} source="primereact/autocomplete">
      {state.status === 'error' ? (
        <LoadError
          look="card"
          title={t('autocomplete.loadFailed')}
          message={errorText}
          onRetry={retry}
        />
      ) : (
        <div className="kit-autocomplete">
          <label htmlFor={inputId} className="form-field__label">
            {t('autocomplete.label')}
          </label>
          <AutoComplete<AutocompleteMovie>
            inputId={inputId}
            className="kit-autocomplete__field"
            inputClassName="input"
            panelClassName="autocomplete-panel"
            appendTo="self"
            field="title"
            delay={150}
            autoHighlight
            showEmptyMessage
            emptyMessage={t('autocomplete.none')}
            disabled={state.status !== 'ready'}
            placeholder={
              state.status === 'ready' ? t('autocomplete.placeholder') : t('autocomplete.loading')
            }
            value={value}
            suggestions={suggestions}
            completeMethod={(event) => setSuggestions(matchingMovies(movies, event.query))}
            itemTemplate={(movie: AutocompleteMovie) => (
              <span className="kit-autocomplete__item">
                <span>{movie.title}</span>
                <span className="kit-autocomplete__rank">#{movie.rank}</span>
              </span>
            )}
            onChange={(event) => setValue(event.value as AutocompleteMovie | string)}
          />
          <p className="kit-autocomplete__hint">{t('autocomplete.hint')}</p>
          <p role="status" className="kit-autocomplete__chosen">
            {chosen ? t('autocomplete.chosen', { title: chosen.title, rank: chosen.rank }) : ''}
          </p>
        </div>
      )}
    </KitCard>
  )
}
