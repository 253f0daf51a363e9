import { createFileRoute } from '@tanstack/react-router'
import { BlogPostPage } from '@client/features/blog'

export const Route = createFileRoute('/blogs/$id')({
  component: BlogDetailRoute,
})

function BlogDetailRoute() {
  const { id } = Route.useParams()
  // Anything but a positive whole number is not a post id (the page then says so).
  return <BlogPostPage id={/^\d+$/.test(id) ? Number(id) : 0} />
}
