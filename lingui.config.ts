import { defineConfig } from '@lingui/cli'

export default defineConfig({
  sourceLocale: 'vi',
  locales: ['vi', 'en', 'ja'],
  fallbackLocales: { default: 'vi' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src/client'],
      exclude: [
        '<rootDir>/src/client/features/admin',
        '<rootDir>/src/client/routes/admin',
        '<rootDir>/src/client/features/auctions',
        '<rootDir>/src/client/features/ecoring',
        '<rootDir>/src/client/features/support',
      ],
    },
    // The auctions' and Ecoring's texts: loaded by the routes that show lots (auction-messages.ts).
    {
      path: '<rootDir>/locales/{locale}/auctions',
      include: ['<rootDir>/src/client/features/auctions', '<rootDir>/src/client/features/ecoring'],
    },
    // The support screens' texts: loaded by the /customer/support routes (support-messages.ts).
    {
      path: '<rootDir>/locales/{locale}/support',
      include: ['<rootDir>/src/client/features/support'],
    },
    // The staff console's texts: loaded by its route, never part of a customer's first load.
    {
      path: '<rootDir>/locales/{locale}/admin',
      include: ['<rootDir>/src/client/features/admin', '<rootDir>/src/client/routes/admin'],
    },
  ],
})
