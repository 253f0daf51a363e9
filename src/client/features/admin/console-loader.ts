import type { QueryClient } from '@tanstack/react-query'
import type { StaffMember } from '@shared/contracts/staff'
import { waitOnServer } from '@client/app/route-loader'
import type { RouterContext } from '@client/app/router-context'
import { screenOpens } from './console-screens'
import { keepConsoleFresh } from './customers-query'

type ScreenLoaderArgs = { context: RouterContext & { staff: StaffMember }; route: { id: string } }

/**
 * A console screen's loader: starts the queries its screen reads (the same options its components
 * pass to useQuery), so a screen opened or hovered has its first data on the way before it renders —
 * if the member's roles open the screen (another gets "Không có quyền" and asks the API nothing).
 * Staff data stays out of the persisted cache and is stale at once (keepConsoleFresh) before any is asked.
 */
export function prefetchScreen({ context, route }: ScreenLoaderArgs, warm: (queryClient: QueryClient) => Promise<unknown>[]) {
  keepConsoleFresh(context.queryClient)
  if (!screenOpens(route.id, context.staff.roles)) return undefined
  return waitOnServer(context, warm(context.queryClient))
}
