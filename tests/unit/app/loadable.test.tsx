import { Suspense, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { loadable } from '@/app/routes/loadable'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

const inSuspense = (element: ReactNode) => (
  <Suspense fallback={<p>Loading the page</p>}>{element}</Suspense>
)

afterEach(cleanup)

describe('a component whose code loads on demand', () => {
  it('shows at once, never its loading state, when its code is already here', async () => {
    const greeting = loadable(async () => ({ default: Greeting }))
    await greeting.preload()
    render(inSuspense(<greeting.Component name="Ada" />))
    expect(screen.getByText('Hello Ada')).toBeTruthy()
    expect(screen.queryByText('Loading the page')).toBeNull()
  })

  it('shows the loading state while its code is on the way, then the component', async () => {
    const greeting = loadable(async () => ({ default: Greeting }))
    render(inSuspense(<greeting.Component name="Ada" />))
    expect(screen.getByText('Loading the page')).toBeTruthy()
    expect(await screen.findByText('Hello Ada')).toBeTruthy()
  })

  it('loads its code once, and asks again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('The chunk is gone'))
      .mockResolvedValue({ default: Greeting })
    const greeting = loadable(load)
    await expect(greeting.preload()).rejects.toThrow('The chunk is gone')
    await greeting.preload()
    await greeting.preload()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
