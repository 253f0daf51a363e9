export type MobilePlatform = 'android' | 'ios'

/** The phone platform from the user agent (spec: device type decides the app-store link). */
export function mobilePlatform(userAgent: string): MobilePlatform | null {
  if (/android/i.test(userAgent)) return 'android'
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios'
  return null
}
