import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '@client/features/content/contact/ContactPage'

export const Route = createFileRoute('/contact-us')({
  component: ContactPage,
})
