import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '@client/features/auth/LoginPage'
import { loginSearchSchema } from '@client/features/auth/login-search'

export const Route = createFileRoute('/login')({
  validateSearch: loginSearchSchema,
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect } = Route.useSearch()
  return <LoginPage redirectTo={redirect} />
}
