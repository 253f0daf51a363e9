import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import posterUrl from './about-poster.svg'
import teaserUrl from './about-teaser.webm'
import * as styles from './about.css'

/**
 * The video teaser: only the local poster is loaded with the page; the video file is requested
 * when the visitor presses play (and is not precached, so it never weighs on the install).
 */
export function AboutVideo() {
  const { t } = useLingui()
  const [playing, setPlaying] = useState(false)
  const label = t`Xem video giới thiệu Nhật Việt Shop`
  return (
    <div className={styles.video} data-testid="about-video">
      {playing ? (
        <video className={styles.media16by9} src={teaserUrl} poster={posterUrl} controls autoPlay playsInline aria-label={label} />
      ) : (
        <>
          <img className={styles.media16by9} src={posterUrl} alt="" width={1280} height={720} />
          <button type="button" className={styles.playButton} onClick={() => setPlaying(true)} aria-label={label}>
            <span className={styles.playIcon} aria-hidden="true">
              <svg viewBox="0 0 24 24" width="36" height="36" fill="currentColor">
                <path d="M8 5v14l11-7z" />
              </svg>
            </span>
          </button>
        </>
      )}
    </div>
  )
}
