import { setupServer } from 'msw/node'
import { handlers } from './handlers.ts'

/** The demo handlers for Vitest: the same list the dev and preview servers serve. */
export const server = setupServer(...handlers)
