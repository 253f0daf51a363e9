import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useAuth } from './use-auth'

/** Only same-site paths are followed after sign-in (no open redirect). */
export function safeRedirect(target: string | undefined): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/'
}

/** Leaves the auth screens once someone is signed in: back where they came from, else home. */
export function useRedirectWhenSignedIn(target: string | undefined) {
  const { status } = useAuth()
  const router = useRouter()
  useEffect(() => {
    if (status === 'signed-in') router.history.replace(safeRedirect(target))
  }, [status, target, router])
}
