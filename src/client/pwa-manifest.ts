import type { ManifestOptions } from 'vite-plugin-pwa'

/** The web app manifest: what a phone shows when the storefront is added to the home screen. */
export const webAppManifest: Partial<ManifestOptions> = {
  name: 'Nhật Việt Shop — hàng Nhật về Việt Nam',
  short_name: 'Nhật Việt',
  description: 'Mua hàng Nhật Bản, thanh toán bằng đồng, giao về Việt Nam bằng đường hàng không hoặc đường biển.',
  lang: 'vi',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: '#c62828',
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
}
