import { type ComponentType, type LazyExoticComponent, type ReactNode, Suspense, lazy, useState } from 'react'

/** A component in a chunk of its own: `preload` starts (or joins) the chunk's download. */
export type Preloadable<P extends object> = {
  preload: () => Promise<unknown>
  loaded: () => ComponentType<P> | undefined
  lazy: LazyExoticComponent<ComponentType<P>>
  fallback: ReactNode
}

/**
 * A component out of a page's first load (issue 25) that a route loader can fetch beforehand: when it
 * has, the server renders it and the browser hydrates it with no fallback; when it has not (a part
 * rarely shown), it loads on first render behind `fallback`. Rendered by <Preloaded part={…} props={…} />.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): Preloadable<P> {
  let component: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const preload = () => {
    loading ??= load().then((loaded) => {
      component = loaded
      return loaded
    })
    return loading
  }
  return { preload, loaded: () => component, lazy: lazy(() => preload().then((loaded) => ({ default: loaded }))), fallback }
}

export function Preloaded<P extends object>({ part, props }: { part: Preloadable<P>; props: P }) {
  // One element type for the life of this place in the tree, so a chunk arriving later never remounts it.
  const [Component] = useState<ComponentType<P>>(() => part.loaded() ?? (part.lazy as ComponentType<P>))
  return (
    <Suspense fallback={part.fallback}>
      <Component {...props} />
    </Suspense>
  )
}
