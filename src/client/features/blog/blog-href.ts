/** The address of a blog list page: the URL holds the list's state (category_id, page). */
export function blogListHref(categoryId: number | undefined, page = 1): string {
  const params = new URLSearchParams()
  if (page > 1) params.set('page', String(page))
  if (categoryId !== undefined) params.set('category_id', String(categoryId))
  const query = params.toString()
  return query ? `/blogs?${query}` : '/blogs'
}
