import { createFileRoute } from '@tanstack/react-router'
import { UserInfoPage } from '@client/features/account'

export const Route = createFileRoute('/customer/user-info')({
  component: UserInfoPage,
})
