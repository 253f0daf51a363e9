import type { PostInput } from '@shared/contracts/posts'

/**
 * A demo post: written in Vietnamese with English and Japanese versions. Dates are fixed so
 * every seed run stores the same rows; `cover` is a key of the posts module's cover images.
 */
export type DemoPost = {
  id: number
  cover: string
  categories: number[]
  creator: string
  created: string
  updated: string
  published: boolean
  versions: PostInput['versions']
}
