import { createFileRoute } from '@tanstack/react-router'
import { prefetchScreen, StaffPage, staffMembersQueryOptions } from '@client/features/admin'

export const Route = createFileRoute('/admin/staff')({
  loader: (args) => prefetchScreen(args, (queryClient) => [queryClient.ensureQueryData(staffMembersQueryOptions())]),
  component: StaffPage,
})
