import { createFileRoute } from '@tanstack/react-router'
import { PostsPage, postsListQueryOptions, prefetchScreen, textListSearchSchema } from '@client/features/admin'

export const Route = createFileRoute('/admin/posts/')({
  validateSearch: textListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: (args) => prefetchScreen(args, (queryClient) => [queryClient.ensureQueryData(postsListQueryOptions(args.deps))]),
  component: PostsRoute,
})

function PostsRoute() {
  const navigate = Route.useNavigate()
  return <PostsPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search, replace: true })} />
}
