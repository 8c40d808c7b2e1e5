import 'fake-indexeddb/auto'
import { afterEach } from 'vitest'
import { cleanup, configure } from '@testing-library/react'

// A file may run in Node instead (`@vitest-environment node`): it has no DOM to clean.
const hasDom = typeof window !== 'undefined'

// findBy and waitFor give up after 15 s instead of 1: a hang detector, not a speed check. With two
// suites at once on a 2-core machine, a screen that renders in 200 ms alone can take seconds.
configure({ asyncUtilTimeout: 15_000 })

afterEach(() => {
  if (!hasDom) return
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})
