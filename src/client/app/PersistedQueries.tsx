import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react'
import { IsRestoringProvider, type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  type PersistQueryClientOptions,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client'

type PersistedQueriesProps = {
  client: QueryClient
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>
  /** Once the device's copy is back in the cache (or there was none). */
  onRestored: () => void
  children: ReactNode
}

/**
 * TanStack's `PersistQueryClientProvider`, with one difference: the end of the restore reaches the
 * screens as a transition. Its plain state update made React finish hydrating a server-rendered page
 * in one blocking task (hundreds of ms on a phone); as a transition, hydration goes on in slices.
 * While restoring, queries wait (`useIsRestoring`); afterwards every cache change is saved.
 */
export function PersistedQueries({ client, persistOptions, onRestored, children }: PersistedQueriesProps) {
  const [isRestoring, setIsRestoring] = useState(true)
  const latest = useRef({ persistOptions, onRestored })
  useEffect(() => {
    latest.current = { persistOptions, onRestored }
  })
  const restoreStarted = useRef(false)

  useEffect(() => {
    const options = { ...latest.current.persistOptions, queryClient: client }
    if (!restoreStarted.current) {
      restoreStarted.current = true
      persistQueryClientRestore(options)
        .then(() => latest.current.onRestored())
        .catch(() => undefined)
        .finally(() => startTransition(() => setIsRestoring(false)))
    }
    return isRestoring ? undefined : persistQueryClientSubscribe(options)
  }, [client, isRestoring])

  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  )
}
