import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { pageSearchMachine } from '@machines/page-search/page-search.machine'
import type { PageSearchContext, RemoteSearchData } from '@machines/page-search/page-search.types'
import { transitionPaths, type ModelPath } from '../support/model-paths'

/** Six pages, five files, five contacts: more than a group shows, so the limit is exercised. */
export const pages = [
  { link: '/', title: 'Home', icon: 'pi pi-home' },
  { link: '/access-control', title: 'Access Control', icon: 'pi pi-lock' },
  { link: '/apps/calendar', title: 'Calendar', icon: 'pi pi-calendar' },
  { link: '/apps/kanban', title: 'Kanban', icon: 'pi pi-th-large' },
  { link: '/apps/chat', title: 'Chat', icon: 'pi pi-comment' },
  { link: '/misc/error', title: 'Page Not Found', icon: 'pi pi-exclamation-triangle' },
]
export const remote: RemoteSearchData = {
  files: ['Passport Image', 'Parental Agreement', 'Class Notes', 'Supporting Letter', 'Plan'].map(
    (title, index) => ({ title, by: `Author ${index}`, size: '52kb', file: `/f${index}.svg` }),
  ),
  contacts: ['Rena Brant', 'Mariano Packer', 'Risa Montufar', 'Maily Mocks', 'Zed Kay'].map(
    (title, index) => ({
      title,
      email: `person${index}@example.com`,
      img: '/a.svg',
      date: '04/12/2020',
    }),
  ),
}

export const doneLoading = { type: 'xstate.done.actor.loadRemote', output: remote }
export const failedLoading = { type: 'xstate.error.actor.loadRemote', error: new Error('offline') }

const userEvents = [
  { type: 'search.open', pages },
  { type: 'search.close' },
  // Matches pages and contacts; matches nothing; matches exactly one page.
  { type: 'search.type', query: 'a' },
  { type: 'search.type', query: 'zzz' },
  { type: 'search.type', query: 'KANBAN ' },
  { type: 'search.next' },
  { type: 'search.previous' },
  { type: 'search.highlight', position: 1 },
  { type: 'search.highlight', position: 99 },
  { type: 'search.select' },
  { type: 'search.retry' },
] as EventObject[]

// The loader can only finish while it runs: its done and error events exist only when loading.
const events = (snapshot: AnyMachineSnapshot) =>
  snapshot.matches({ open: 'loading' }) ? [...userEvents, doneLoading, failedLoading] : userEvents

// The context grows with what is typed: the state key keeps only what decides behaviour.
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as PageSearchContext
  return JSON.stringify([
    snapshot.value,
    context.query,
    context.active,
    context.remote !== null,
    context.error !== null,
  ])
}

export const pageSearchPaths = (): ModelPath[] =>
  transitionPaths(pageSearchMachine, { events, serializeState })

/** What `npm run model:scenarios -- page-search` prints: the paths the model test runs. */
export const scenarios = { machine: 'page-search', paths: pageSearchPaths }
