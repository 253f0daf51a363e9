import { mobilePlatform } from './device'

const SHOWN_KEY = 'app-download-shown'

/** On a phone, once per app start (the session): the suggestion has not been shown yet. */
export function shouldOfferApp(): boolean {
  try {
    if (sessionStorage.getItem(SHOWN_KEY)) return false
  } catch {
    return false
  }
  return mobilePlatform(navigator.userAgent) !== null
}

export function markAppOffered() {
  try {
    sessionStorage.setItem(SHOWN_KEY, '1')
  } catch {
    // private mode: it may show again on the next start
  }
}
