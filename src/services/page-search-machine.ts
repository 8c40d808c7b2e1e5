import { fromPromise } from 'xstate'
import { pageSearchMachine } from '@machines/page-search/page-search.machine'
import { fetchMainSearch } from './search-api'

/** The page search machine wired to the main search endpoint; the palette adds how a result opens. */
export const appPageSearchMachine = pageSearchMachine.provide({
  actors: { loadRemote: fromPromise(({ signal }) => fetchMainSearch(signal)) },
})
