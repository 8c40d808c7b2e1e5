import type { TestProject } from 'vitest/node'
import { startPreviewServer } from './preview-server'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the one preview server of the run, e.g. `http://127.0.0.1:41234`. */
    baseURL: string
  }
}

/**
 * Starts ONE `vite preview` server for the whole browser run (starting one per file would cost a
 * config bundle each) and hands its origin to the tests through `inject('baseURL')`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPreviewServer()
  project.provide('baseURL', server.url)
  return () => server.close()
}
