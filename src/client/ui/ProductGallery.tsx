import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { cx } from './cx'
import * as styles from './ProductGallery.css'

/** The product's pictures: one large image with previous/next arrows and a row of thumbnails. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useLingui()
  const [index, setIndex] = useState(0)
  const count = images.length
  const current = Math.min(index, count - 1)
  const go = (next: number) => setIndex((next + count) % count)
  const position = current + 1
  return (
    <section className={styles.gallery} aria-label={t`Hình ảnh sản phẩm`} data-testid="product-gallery">
      <div className={styles.galleryMain}>
        <img
          src={images[current]}
          alt={count > 1 ? t`${name} – ảnh ${position} / ${count}` : name}
          className={styles.galleryImage}
          width={600}
          height={600}
          data-index={current}
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className={cx(styles.galleryArrow, styles.galleryPrev)}
              aria-label={t`Ảnh trước`}
              onClick={() => go(current - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={cx(styles.galleryArrow, styles.galleryNext)}
              aria-label={t`Ảnh sau`}
              onClick={() => go(current + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
            <p className={styles.galleryCounter} aria-live="polite">
              <Trans>
                Ảnh {position} / {count}
              </Trans>
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className={styles.thumbs}>
          {images.map((url, thumbIndex) => {
            const number = thumbIndex + 1
            return (
              <li key={`${url}-${thumbIndex}`}>
                <button
                  type="button"
                  className={cx(styles.thumb, thumbIndex === current && styles.thumbActive)}
                  aria-label={t`Xem ảnh ${number}`}
                  aria-current={thumbIndex === current || undefined}
                  onClick={() => setIndex(thumbIndex)}
                  data-testid="gallery-thumb"
                >
                  <img src={url} alt="" className={styles.thumbImage} width={64} height={64} loading="lazy" />
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
