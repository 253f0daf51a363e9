import { Trans, useLingui } from '@lingui/react/macro'
import { AIR_TRANSIT_DAYS, JAPAN_WAREHOUSES } from '@shared/content/service-facts'
import { SHOPS } from '@shared/shops/registry'
import { usePageTitle } from '@client/app/use-page-title'
import { AboutVideo } from './AboutVideo'
import { HAIR, TeamAvatar } from './TeamAvatar'
import * as styles from './about.css'

type Member = { name: string; position: string; hue: number; hair: string }

function useTeam(): Member[] {
  const { t } = useLingui()
  return [
    { name: 'Phạm Quang Huy', position: t`Giám đốc điều hành`, hue: 8, hair: HAIR.short },
    { name: 'Tanaka Yumi', position: t`Quản lý kho Osaka`, hue: 330, hair: HAIR.bob },
    { name: 'Nguyễn Thu Hà', position: t`Trưởng nhóm chăm sóc khách hàng`, hue: 200, hair: HAIR.long },
    { name: 'Trần Minh Đức', position: t`Trưởng bộ phận vận chuyển và hải quan`, hue: 140, hair: HAIR.side },
  ]
}

function Intro() {
  const warehouses = JAPAN_WAREHOUSES.join(', ')
  const airDays = `${AIR_TRANSIT_DAYS.min}–${AIR_TRANSIT_DAYS.max}`
  return (
    <section className={styles.section} aria-labelledby="about-intro">
      <h2 id="about-intro" className={styles.sectionTitle}>
        <Trans>Câu chuyện của chúng tôi</Trans>
      </h2>
      <div className={styles.intro}>
        <div>
          <p className={styles.paragraph}>
            <Trans>
              Nhật Việt Shop ra đời từ một nhóm bạn từng du học và làm việc tại Nhật Bản, những người thường xuyên được nhờ mua hộ sữa, mỹ
              phẩm và đồ gia dụng Nhật cho người thân ở Việt Nam.
            </Trans>
          </p>
          <p className={styles.paragraph}>
            <Trans>
              Hôm nay chúng tôi có kho nhận hàng tại {warehouses}, kho giao hàng tại Hà Nội, TP. Hồ Chí Minh và Đà Nẵng, và một đội ngũ nói
              cả tiếng Việt lẫn tiếng Nhật để làm việc với người bán thay bạn.
            </Trans>
          </p>
          <p className={styles.paragraph}>
            <Trans>
              Chúng tôi tin mua hàng Nhật nên đơn giản như mua trong nước: giá bằng đồng rõ ràng, hàng được kiểm tại kho trước khi gửi, và
              bạn biết mỗi thùng hàng đang ở đâu.
            </Trans>
          </p>
        </div>
        <ul className={styles.facts}>
          <li className={styles.fact}>
            <span className={styles.factValue}>5</span>
            <Trans>kho tại Nhật Bản và Việt Nam</Trans>
          </li>
          <li className={styles.fact}>
            <span className={styles.factValue}>{airDays}</span>
            <Trans>ngày giao hàng đường bay</Trans>
          </li>
          <li className={styles.fact}>
            <span className={styles.factValue}>{SHOPS.length}</span>
            <Trans>sàn và cửa hàng Nhật Bản</Trans>
          </li>
          <li className={styles.fact}>
            <span className={styles.factValue}>3</span>
            <Trans>ngôn ngữ hỗ trợ: Việt, Nhật, Anh</Trans>
          </li>
        </ul>
      </div>
    </section>
  )
}

function Team() {
  const team = useTeam()
  return (
    <section className={styles.section} aria-labelledby="about-team">
      <h2 id="about-team" className={styles.sectionTitle}>
        <Trans>Đội ngũ</Trans>
      </h2>
      <ul className={styles.team}>
        {team.map((member) => (
          <li key={member.name} className={styles.member}>
            <TeamAvatar hue={member.hue} hair={member.hair} className={styles.avatar} />
            <h3 className={styles.memberName}>{member.name}</h3>
            <p className={styles.memberPosition}>{member.position}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** /about-us: the video teaser, the story and the team. */
export function AboutPage() {
  const { t } = useLingui()
  usePageTitle(t`Về chúng tôi`)
  return (
    <div className={styles.page} data-testid="about-us">
      <h1 className={styles.title}>
        <Trans>Về Nhật Việt Shop</Trans>
      </h1>
      <AboutVideo />
      <Intro />
      <Team />
    </div>
  )
}
