import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '@client/features/content'

export const Route = createFileRoute('/about-us')({
  component: AboutPage,
})
