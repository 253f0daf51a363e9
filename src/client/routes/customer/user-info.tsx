import { createFileRoute } from '@tanstack/react-router'
import { UserInfoPage } from '../../features/account/UserInfoPage'

export const Route = createFileRoute('/customer/user-info')({
  component: UserInfoPage,
})
