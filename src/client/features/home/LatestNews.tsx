import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { formatDate } from '@shared/time'
import { EmptyState, Skeleton } from '@client/ui'
import { LATEST_NEWS_COUNT, latestNewsQueryOptions } from './latest-news-query'
import * as styles from './LatestNews.css'

function NewsList() {
  const news = useQuery(latestNewsQueryOptions())
  if (news.isPending) {
    return (
      <div className={styles.grid} aria-busy="true">
        {Array.from({ length: LATEST_NEWS_COUNT }, (_, position) => (
          <Skeleton key={position} height={180} />
        ))}
      </div>
    )
  }
  // Until the blog API exists the call answers 404: an empty block, never a crash.
  if (news.isError || news.data.length === 0) return <EmptyState />
  return (
    <ul className={styles.grid}>
      {news.data.map((post) => (
        <li key={post.id} className={styles.item}>
          <Link to="/blogs/$id" params={{ id: String(post.id) }} className={styles.link}>
            {post.cover_url && <img src={post.cover_url} alt="" loading="lazy" className={styles.cover} />}
            <h3 className={styles.title}>{post.title}</h3>
          </Link>
          <p className={styles.date}>{formatDate(post.updated_at)}</p>
          {post.description && <p className={styles.description}>{post.description}</p>}
        </li>
      ))}
    </ul>
  )
}

/** Latest news: the newest published posts, linking to the blog. */
export function LatestNews() {
  return (
    <section className={styles.section} aria-labelledby="latest-news-title" data-testid="latest-news">
      <div className={styles.header}>
        <h2 id="latest-news-title" className={styles.heading}>
          <Trans>Tin tức mới nhất</Trans>
        </h2>
        <Link to="/blogs" className={styles.more}>
          <Trans>Xem tất cả</Trans>
        </Link>
      </div>
      <NewsList />
    </section>
  )
}
