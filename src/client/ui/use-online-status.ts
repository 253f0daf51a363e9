import { useSyncExternalStore } from 'react'
import { onlineManager } from '@tanstack/react-query'

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange)
const isOnline = () => onlineManager.isOnline()

/**
 * Whether the app is online, as TanStack Query sees it (the browser's online/offline events, and
 * offline from the start when the page opened without a network): the same state that pauses queries
 * and queued writes, so what the screen says matches what the app does.
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true)
}
