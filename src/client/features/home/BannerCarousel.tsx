import { useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { HrefLink } from '@client/app/HrefLink'
import { ChevronLeftIcon, ChevronRightIcon } from '@client/ui/icons'
import * as styles from './BannerCarousel.css'

type Banner = { img_url: string; link: string }

type SlideProps = { banner: Banner; position: number; count: number; active: boolean }

function Slide({ banner, position, count, active }: SlideProps) {
  const { t } = useLingui()
  const slide = position + 1
  return (
    <div
      className={styles.slide}
      role="group"
      aria-roledescription={t`trang chiếu`}
      aria-label={t`${slide} / ${count}`}
      aria-hidden={!active}
      inert={!active}
    >
      <HrefLink href={banner.link} className={styles.slideLink}>
        <img
          src={banner.img_url}
          alt={t`Khuyến mãi ${slide}`}
          className={styles.image}
          width={1200}
          height={400}
          loading={position === 0 ? 'eager' : 'lazy'}
          fetchPriority={position === 0 ? 'high' : 'auto'}
        />
      </HrefLink>
    </div>
  )
}

type ControlsProps = { count: number; index: number; goTo: (index: number) => void }

function Controls({ count, index, goTo }: ControlsProps) {
  const { t } = useLingui()
  const current = index + 1
  return (
    <>
      <button type="button" className={styles.prev} onClick={() => goTo(index - 1)} aria-label={t`Ảnh trước`}>
        <ChevronLeftIcon />
      </button>
      <button type="button" className={styles.next} onClick={() => goTo(index + 1)} aria-label={t`Ảnh tiếp theo`}>
        <ChevronRightIcon />
      </button>
      <div className={styles.dots}>
        {Array.from({ length: count }, (_, position) => {
          const slide = position + 1
          return (
            <button
              key={position}
              type="button"
              className={position === index ? styles.dotActive : styles.dot}
              aria-label={t`Tới ảnh ${slide}`}
              aria-current={position === index}
              onClick={() => goTo(position)}
            />
          )
        })}
      </div>
      <p className={styles.status} aria-live="polite">
        <Trans>
          Ảnh {current} / {count}
        </Trans>
      </p>
    </>
  )
}

/** The primary slider: swipe on phones (scroll snap), previous/next buttons and slide dots. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useLingui()
  const track = useRef<HTMLDivElement>(null)
  const [index, setIndex] = useState(0)
  const count = banners.length
  if (count === 0) return null

  const goTo = (next: number) => {
    const target = (next + count) % count
    const element = track.current
    element?.scrollTo({ left: target * element.clientWidth, behavior: 'smooth' })
    setIndex(target)
  }
  const onScroll = () => {
    const element = track.current
    if (element && element.clientWidth > 0) setIndex(Math.round(element.scrollLeft / element.clientWidth))
  }

  return (
    <section className={styles.carousel} aria-roledescription={t`băng chuyền`} aria-label={t`Khuyến mãi nổi bật`}>
      <div ref={track} className={styles.track} onScroll={onScroll}>
        {banners.map((banner, position) => (
          <Slide key={`${banner.img_url}-${position}`} banner={banner} position={position} count={count} active={position === index} />
        ))}
      </div>
      {count > 1 && <Controls count={count} index={index} goTo={goTo} />}
    </section>
  )
}
