import { defineModule } from '@server/modules/define-module'
import { postRoutes } from './routes'
import { postStaffRoutes } from './staff-routes'
import { postsMessages } from './messages'
import * as tables from './tables'

/** The public surface of this module: other modules and features import only from here. */
export { postCoverUrl } from './cover-image'
export { countDraftPosts } from './staff'
export { postCategories, posts } from './tables'
export type { LocalizedName } from './tables'
export { savePost } from './write'

/** What the posts module adds to the app, named once in the module list (modules/registry.ts). */
export const postsModule = defineModule({
  name: 'posts',
  routes: { public: postRoutes, staff: postStaffRoutes },
  messages: postsMessages,
  tables,
})
