import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '@client/features/content'

export const Route = createFileRoute('/contact-us')({
  component: ContactPage,
})
