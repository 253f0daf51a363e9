import type { RouterContext } from './router-context'

/**
 * What a route loader returns after starting `queryClient.ensureQueryData(xQueryOptions(…))` for every
 * query its screen reads (the same options the components pass to useQuery). The server waits for
 * all of them, so it renders the screen once, with its data; the browser does not wait, so a
 * navigation shows the new screen and its skeletons at once. A query that fails is no loader error:
 * it stays in the cache and the screen shows it as it always has (not found, try again).
 */
export function waitOnServer(context: RouterContext, warming: Promise<unknown>[]): Promise<void> | undefined {
  const settled = Promise.allSettled(warming).then(() => undefined)
  return context.onServer ? settled : undefined
}
