import { createFileRoute } from '@tanstack/react-router'
import { PostEditorPage, postCategoriesQueryOptions, prefetchScreen } from '@client/features/admin'

export const Route = createFileRoute('/admin/posts/new')({
  loader: (args) => prefetchScreen(args, (queryClient) => [queryClient.ensureQueryData(postCategoriesQueryOptions())]),
  component: NewPostRoute,
})

function NewPostRoute() {
  return <PostEditorPage key="new" />
}
