import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import type { ProductDetail } from '@shared/contracts/catalog'
import { Button, orMissing } from '@client/ui'
import * as styles from './product-detail.css'

function Row({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className={styles.infoRow} data-testid={testId}>
      <dt className={styles.infoLabel}>{label}</dt>
      <dd className={styles.infoValue}>{orMissing(children)}</dd>
    </div>
  )
}

/** Information block: product id, SKU, brand, categories, origin, capacity, weight. */
export function ProductInformation({ product }: { product: ProductDetail }) {
  const categories = product.categories?.map((category) => category.name).join(', ')
  const weight = product.weight_grams
  return (
    <section className={styles.section} aria-labelledby="product-information-title" data-testid="product-information">
      <h2 id="product-information-title" className={styles.sectionTitle}>
        <Trans>Thông tin sản phẩm</Trans>
      </h2>
      <dl className={styles.infoList}>
        <Row label={<Trans>Mã sản phẩm</Trans>}>{product.id}</Row>
        <Row label={<Trans>SKU</Trans>}>{product.sku}</Row>
        <Row label={<Trans>Thương hiệu</Trans>}>{product.brand}</Row>
        <Row label={<Trans>Danh mục</Trans>} testId="info-categories">
          {categories}
        </Row>
        <Row label={<Trans>Xuất xứ</Trans>}>{product.origin?.name}</Row>
        <Row label={<Trans>Dung tích / quy cách</Trans>}>{product.capacity}</Row>
        <Row label={<Trans>Khối lượng</Trans>}>{weight === null ? null : <Trans>{weight} g</Trans>}</Row>
      </dl>
    </section>
  )
}

/**
 * The staff-written description (trusted HTML per the catalogue contract), folded to a few lines with a
 * 'Views more' toggle when it is longer than that.
 */
export function ProductDescription({ html }: { html: string }) {
  const body = useRef<HTMLDivElement>(null)
  const [expanded, setExpanded] = useState(false)
  const [overflows, setOverflows] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new description must be measured again
  useLayoutEffect(() => {
    const element = body.current
    if (element && !expanded) setOverflows(element.scrollHeight > element.clientHeight + 1)
  }, [html, expanded])
  return (
    <section className={styles.section} aria-labelledby="product-description-title">
      <h2 id="product-description-title" className={styles.sectionTitle}>
        <Trans>Mô tả sản phẩm</Trans>
      </h2>
      {html.trim() === '' ? (
        <p className={styles.hint}>
          <Trans>Chưa có mô tả.</Trans>
        </p>
      ) : (
        <>
          <div
            ref={body}
            id="product-description-body"
            className={expanded ? styles.description : styles.descriptionCollapsed}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: product descriptions are sanitised by the server on write
            dangerouslySetInnerHTML={{ __html: html }}
            data-expanded={expanded}
          />
          {(overflows || expanded) && (
            <Button
              variant="ghost"
              aria-expanded={expanded}
              aria-controls="product-description-body"
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? <Trans>Thu gọn</Trans> : <Trans>Xem thêm</Trans>}
            </Button>
          )}
        </>
      )}
    </section>
  )
}
