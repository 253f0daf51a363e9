import type { PostInput } from '@shared/contracts/posts'
import { GOODS_POSTS } from './posts-demo-goods'
import { NEWS_POSTS } from './posts-demo-news'
import { SHIPPING_POSTS } from './posts-demo-shipping'
import { SHOPPING_POSTS } from './posts-demo-shopping'

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

export const DEMO_POSTS: DemoPost[] = [...SHIPPING_POSTS, ...SHOPPING_POSTS, ...GOODS_POSTS, ...NEWS_POSTS].sort((a, b) => a.id - b.id)
