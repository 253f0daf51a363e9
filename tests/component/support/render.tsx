import type { ReactElement, ReactNode } from 'react'
import { render, type RenderResult } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useLocation,
} from '@tanstack/react-router'
import { currentUserResponseSchema, type User } from '@shared/contracts/user'
import { i18n } from '@client/app/i18n'
import { createQueryClient } from '@client/app/query-client'
import { ToastProvider } from '@client/ui'
import { setAuthState } from '@client/features/auth'
import { registerCartWrites } from '@client/features/cart'
import { answer, type FakeApi } from './fake-api'

export type ScreenOptions = {
  /** Put the screen under a memory router at `/` (for components with links or navigation); other paths show `Elsewhere`. */
  router?: boolean
}

export type Screen = RenderResult & { user: UserEvent; queryClient: QueryClient }

/** The query client the app makes (src/client/app/query-client.ts), fresh for each test and without retries. */
function testQueryClient(): QueryClient {
  const client = createQueryClient()
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retry: false },
  })
  // As src/client/main.tsx does: cart writes run by mutation key.
  registerCartWrites(client)
  return client
}

/** Where a navigation away from the screen lands: a page that names its path. */
function Elsewhere() {
  const location = useLocation()
  return (
    <main>
      <h1>{`Trang ${location.pathname}`}</h1>
    </main>
  )
}

async function withRouter(ui: ReactElement): Promise<ReactNode> {
  const root = createRootRoute({ component: Outlet })
  const screen = createRoute({ getParentRoute: () => root, path: '/', component: () => ui })
  const other = createRoute({ getParentRoute: () => root, path: '$', component: Elsewhere })
  const router = createRouter({
    routeTree: root.addChildren([screen, other]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  await router.load()
  return <RouterProvider router={router} />
}

/**
 * Renders a component inside the providers the app wraps every screen in (src/client/main.tsx,
 * AppRoot.tsx): Lingui with the Vietnamese catalogue (activated in setup.ts), a fresh query client,
 * toasts, and a memory router when asked. Returns a user-event session for typing and clicking.
 */
export async function renderScreen(ui: ReactElement, options: ScreenOptions = {}): Promise<Screen> {
  const queryClient = testQueryClient()
  const content = options.router ? await withRouter(ui) : ui
  const result = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{content}</ToastProvider>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { ...result, user: userEvent.setup(), queryClient }
}

export const CUSTOMER: User = { id: 7, name: 'Nguyễn Văn An', tel: '0912345678', email: 'an@example.com' }

/** Signs the customer in (the Firebase state the auth feature keeps) and answers GET /api/users/me. */
export function signIn(api: FakeApi, user: User = CUSTOMER) {
  api.on('GET', '/api/users/me', () => answer(currentUserResponseSchema, { data: user }))
  setAuthState({
    status: 'signed-in',
    user: { uid: `uid-${user.id}`, email: user.email, displayName: user.name, photoURL: null, emailVerified: true },
  })
}
