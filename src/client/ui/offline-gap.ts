import { onlineManager, type FetchStatus } from '@tanstack/react-query'

type QueryState = { data: unknown; status: 'pending' | 'error' | 'success'; fetchStatus: FetchStatus }

/**
 * True when a screen's query has nothing to show and will only load with the network: paused while
 * offline (it resumes by itself when the network returns), or failed while offline.
 */
export function isOfflineGap(query: QueryState): boolean {
  if (query.data !== undefined) return false
  return query.fetchStatus === 'paused' || (query.status === 'error' && !onlineManager.isOnline())
}
