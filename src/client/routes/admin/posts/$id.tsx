import { createFileRoute } from '@tanstack/react-router'
import {
  adminPostQueryOptions,
  consoleIdParams,
  ConsoleNotFound,
  PostEditorPage,
  postCategoriesQueryOptions,
  prefetchScreen,
} from '@client/features/admin'

export const Route = createFileRoute('/admin/posts/$id')({
  params: consoleIdParams,
  loader: (args) =>
    prefetchScreen(args, (queryClient) => [
      queryClient.ensureQueryData(adminPostQueryOptions(args.params.id)),
      queryClient.ensureQueryData(postCategoriesQueryOptions()),
    ]),
  component: PostRoute,
  notFoundComponent: ConsoleNotFound,
})

function PostRoute() {
  const { id } = Route.useParams()
  return <PostEditorPage key={id} postId={id} />
}
