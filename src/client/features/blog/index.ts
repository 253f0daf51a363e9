/** The public surface of this feature: other modules and features import only from here. */
export { BlogListPage } from './BlogListPage'
export { BlogPostPage } from './BlogPostPage'
export { blogListSearchSchema } from './blog-search'
