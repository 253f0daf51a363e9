import { createFileRoute } from '@tanstack/react-router'
import { BlogListPage, blogListSearchSchema } from '@client/features/blog'

export const Route = createFileRoute('/blogs/')({
  validateSearch: blogListSearchSchema,
  component: BlogListRoute,
})

function BlogListRoute() {
  const { page, category_id } = Route.useSearch()
  return <BlogListPage page={page ?? 1} categoryId={category_id} />
}
