/** The public surface of this module: other modules and features import only from here. */
export { postCoverUrl } from './cover-image'
export { postRoutes } from './routes'
export { countDraftPosts } from './staff'
export { postStaffRoutes } from './staff-routes'
export { postCategories, posts } from './tables'
export type { LocalizedName } from './tables'
export { savePost } from './write'
