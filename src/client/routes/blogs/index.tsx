import { createFileRoute } from '@tanstack/react-router'
import { BlogListPage } from '@client/features/blog/BlogListPage'
import { blogListSearchSchema } from '@client/features/blog/blog-search'

export const Route = createFileRoute('/blogs/')({
  validateSearch: blogListSearchSchema,
  component: BlogListRoute,
})

function BlogListRoute() {
  const { page, category_id } = Route.useSearch()
  return <BlogListPage page={page ?? 1} categoryId={category_id} />
}
