import { createFileRoute } from '@tanstack/react-router'
import { ConsoleNotFound } from '@client/features/admin'

/** Any other /admin/… address: the not-found page in the console's frame. */
export const Route = createFileRoute('/admin/$')({
  component: ConsoleNotFound,
})
