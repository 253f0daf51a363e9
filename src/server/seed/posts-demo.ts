import type { DemoPost } from './demo-post'
import { GOODS_POSTS } from './posts-demo-goods'
import { NEWS_POSTS } from './posts-demo-news'
import { SHIPPING_POSTS } from './posts-demo-shipping'
import { SHOPPING_POSTS } from './posts-demo-shopping'

export const DEMO_POSTS: DemoPost[] = [...SHIPPING_POSTS, ...SHOPPING_POSTS, ...GOODS_POSTS, ...NEWS_POSTS].sort((a, b) => a.id - b.id)
