import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { EcoringCategory } from '@shared/auctions/contracts'
import { SKELETON_COUNT } from '@shared/ui/constants'
import { HrefLink } from '@client/app/HrefLink'
import { usePageTitle } from '@client/app/use-page-title'
import {
  Alert,
  Button,
  EmptyState,
  OfflineUnavailable,
  Pagination,
  SkeletonGrid,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  isOfflineGap,
} from '@client/ui'
import { useExchangeRate } from '@client/features/rates'
import { ComingSoonImage } from './ComingSoonImage'
import { EcoringCard } from './EcoringCard'
import { ecoringCategoriesQueryOptions, ecoringListParams, ecoringListQueryOptions, type EcoringListKind } from './ecoring-query'
import { ECORING_TABS, type EcoringSearch, type EcoringTab, ecoringHref } from './ecoring-search'
import * as styles from './ecoring.css'

/** /other-market/ecoring: the auction house's lots by tab, category and page (spec §2 Ecoring list). */
export function EcoringListPage({ search }: { search: EcoringSearch }) {
  const { t } = useLingui()
  const router = useRouter()
  usePageTitle(t`Đấu giá Ecoring`)
  const tab = search.tab ?? 'preview'
  const labels: Record<EcoringTab, string> = {
    preview: t`Sản phẩm xem trước`,
    timelimit: t`Đấu giá có thời hạn`,
    realtime: t`Đấu giá thời gian thực`,
  }
  return (
    <section className={styles.page} aria-labelledby="ecoring-title">
      <h1 id="ecoring-title" className={styles.heading}>
        <Trans>Đấu giá Ecoring</Trans>
      </h1>
      <Tabs value={tab} onValueChange={(next) => router.history.push(ecoringHref({ tab: next as EcoringTab }))}>
        <TabsList aria-label={t`Loại đấu giá`}>
          {ECORING_TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {labels[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        {ECORING_TABS.map((value) => (
          <TabsContent key={value} value={value}>
            {value === 'realtime' ? <ComingSoonImage /> : <EcoringLots kind={value} search={search} />}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  )
}

function EcoringLots({ kind, search }: { kind: EcoringListKind; search: EcoringSearch }) {
  const rate = useExchangeRate()
  const params = ecoringListParams(search)
  const lots = useQuery(ecoringListQueryOptions(kind, params))
  return (
    <div className={styles.section}>
      <CategoryTags kind={kind} current={search.category_id} />
      {isOfflineGap(lots) && <OfflineUnavailable />}
      {lots.isPending && !isOfflineGap(lots) && <SkeletonGrid count={SKELETON_COUNT.ecoring} />}
      {lots.isError && !lots.data && (
        <Alert variant="danger">
          <Trans>Không tải được danh sách sản phẩm.</Trans>{' '}
          <Button variant="ghost" size="sm" onClick={() => void lots.refetch()}>
            <Trans>Thử lại</Trans>
          </Button>
        </Alert>
      )}
      {lots.data && lots.data.items.length === 0 && <EmptyState message={<Trans>Không có sản phẩm nào.</Trans>} />}
      {lots.data && lots.data.items.length > 0 && (
        <ul className={styles.grid} data-testid="ecoring-grid" aria-busy={lots.isPlaceholderData || undefined}>
          {lots.data.items.map((lot, index) => (
            <li key={lot.id}>
              <EcoringCard lot={lot} kind={kind} rate={rate} priority={index < 4} />
            </li>
          ))}
        </ul>
      )}
      {lots.data && (
        <Pagination
          currentPage={params.page}
          lastPage={lots.data.lastPage}
          getHref={(next) => ecoringHref({ tab: kind, category_id: search.category_id, page: next })}
        />
      )}
    </div>
  )
}

/** Spec §2: category tags set category_id (All clears it). */
function CategoryTags({ kind, current }: { kind: EcoringListKind; current: string | undefined }) {
  const { t, i18n } = useLingui()
  const categories = useQuery(ecoringCategoriesQueryOptions())
  if (!categories.data || categories.data.length === 0) return null
  const tag = (id: string | undefined, label: string) => (
    <li key={id ?? 'all'}>
      <HrefLink
        href={ecoringHref({ tab: kind, category_id: id })}
        className={styles.tag}
        aria-current={current === id ? 'true' : undefined}
      >
        {label}
      </HrefLink>
    </li>
  )
  return (
    <nav aria-label={t`Danh mục`}>
      <ul className={styles.tags} data-testid="ecoring-categories">
        {tag(undefined, t`Tất cả`)}
        {categories.data.map((category) => tag(String(category.id), categoryName(category, i18n.locale)))}
      </ul>
    </nav>
  )
}

const categoryName = (category: EcoringCategory, locale: string) =>
  locale === 'en' || locale === 'ja' || locale === 'vi' ? category.lang[locale] || category.name : category.name
