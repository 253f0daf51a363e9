import { createFileRoute } from '@tanstack/react-router'
import { LoginPage, loginSearchSchema } from '@client/features/auth'

export const Route = createFileRoute('/login')({
  validateSearch: loginSearchSchema,
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect } = Route.useSearch()
  return <LoginPage redirectTo={redirect} />
}
