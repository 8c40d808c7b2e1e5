import { createElement, lazy, type ComponentType } from 'react'

/** A component whose code loads on demand, and the way to start loading it ahead. */
export interface Loadable<P extends object = object> {
  Component: ComponentType<P>
  /** Starts loading the code (once); resolves when it is here. */
  preload: () => Promise<unknown>
}

/**
 * Like React.lazy, but rendered at once when its code is already here. React.lazy suspends on its
 * first render even then, and the loading state it shows holds the content back at least 300 ms
 * more (React's throttle on revealing a Suspense boundary). The first page's code arrives before
 * React's first render (main.tsx), and a link's page often on hover: both then show at once.
 */
export function loadable<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Loadable<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default
        return module
      },
      (error: unknown) => {
        // Asked again next time: a chunk lost on a bad network may come on the next try.
        loading = undefined
        throw error
      },
    )
    return loading
  }
  // React's `lazy` answers a LazyExoticComponent over the props it infers, which its typings
  // cannot give as the generic `P`: the component is the module's own `ComponentType<P>`.
  const Lazy = lazy(preload) as unknown as ComponentType<P>
  function LoadableComponent(props: P) {
    return createElement(loaded ?? Lazy, props)
  }
  return { Component: LoadableComponent, preload }
}
