import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Locale } from '@shared/i18n/locales'
import { formatDate } from '@shared/time'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Button, OfflineUnavailable, Skeleton, isOfflineGap } from '@client/ui'
import { GuideBlocks } from './GuideBlocks'
import { GuideMenu } from './GuideMenu'
import { guideBookQueryOptions } from './guide-book-query'
import type { GuideBook, GuideId } from './guide-types'
import * as styles from './guides.css'

type GuidePageProps = {
  guideId: GuideId
  /** The page title until the content has loaded (the route's own title). */
  fallbackTitle: string
}

function GuideArticle({ book, guideId }: { book: GuideBook; guideId: GuideId }) {
  const guide = book[guideId]
  const { i18n } = useLingui()
  const updated = formatDate(guide.updated)
  return (
    <article className={styles.article} data-guide={guideId} lang={i18n.locale}>
      <h1 className={styles.title}>{guide.title}</h1>
      <p className={styles.summary}>{guide.summary}</p>
      {guide.sections.map((section) => (
        <section
          key={section.id}
          id={`${guideId}-${section.id}`}
          className={styles.section}
          aria-labelledby={`${guideId}-${section.id}-title`}
        >
          <h2 id={`${guideId}-${section.id}-title`} className={styles.sectionTitle}>
            {section.title}
          </h2>
          <GuideBlocks blocks={section.blocks} />
        </section>
      ))}
      <p className={styles.updated}>
        <Trans>Cập nhật lần cuối: {updated}</Trans>
      </p>
    </article>
  )
}

/** A guide page (manual, newbie, price list, service prices, Q&A, terms) beside the guide menu. */
export function GuidePage({ guideId, fallbackTitle }: GuidePageProps) {
  const { i18n } = useLingui()
  const book = useQuery(guideBookQueryOptions(i18n.locale as Locale))
  usePageTitle(book.data?.[guideId].title ?? fallbackTitle)
  const offlineGap = isOfflineGap(book)
  if (offlineGap) return <OfflineUnavailable headingLevel={1} />
  if (book.isPending) {
    return (
      <div className={styles.layout} aria-busy="true">
        <Skeleton height="16rem" />
        <Skeleton height="24rem" />
      </div>
    )
  }
  if (book.isError) {
    return (
      <div>
        <Alert variant="danger">
          <Trans>Không tải được nội dung hướng dẫn. Vui lòng kiểm tra kết nối mạng.</Trans>
        </Alert>
        <Button variant="outline" onClick={() => void book.refetch()}>
          <Trans>Thử lại</Trans>
        </Button>
      </div>
    )
  }
  return (
    <div className={styles.layout}>
      <GuideMenu book={book.data} current={guideId} />
      <GuideArticle book={book.data} guideId={guideId} />
    </div>
  )
}
