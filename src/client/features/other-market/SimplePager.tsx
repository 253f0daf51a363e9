import { Trans, useLingui } from '@lingui/react/macro'
import { HrefLink } from '@client/app/HrefLink'
import * as styles from './other-market.css'

type SimplePagerProps = {
  page: number
  hasNext: boolean
  href: (page: number) => string
}

/** Previous / next paging of the markets' lists (spec §3 simple pagination: page, is_allow_next). */
export function SimplePager({ page, hasNext, href }: SimplePagerProps) {
  const { t } = useLingui()
  if (page <= 1 && !hasNext) return null
  return (
    <nav className={styles.pager} aria-label={t`Phân trang`} data-testid="market-pager">
      {page > 1 && (
        <HrefLink href={href(page - 1)} className={styles.pagerLink} rel="prev">
          <Trans>Trang trước</Trans>
        </HrefLink>
      )}
      <span className={styles.muted} aria-current="page">
        <Trans>Trang {page}</Trans>
      </span>
      {hasNext && (
        <HrefLink href={href(page + 1)} className={styles.pagerLink} rel="next">
          <Trans>Trang sau</Trans>
        </HrefLink>
      )}
    </nav>
  )
}
