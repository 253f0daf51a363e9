import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { formatYen, formatYenAsDong } from '@shared/money/money'
import { formatRate } from '@shared/money/numbers'
import { SUPPORT } from '@shared/ui/constants'
import { Alert } from '@client/ui'
import { useExchangeRate } from '@client/features/rates'
import type { GuideBlock } from './guide-types'
import * as styles from './guides.css'

const hotline = SUPPORT.hotline
const hotlineHref = `tel:${hotline.replace(/\s/g, '')}`

function RateBlock({ text, exampleYen }: { text: string; exampleYen: number }) {
  const rate = useExchangeRate()
  return (
    <div className={styles.callout}>
      <p className={styles.calloutText}>{text}</p>
      <p className={styles.rate}>
        {rate === undefined
          ? '...'
          : `${formatYen(1)} = ${formatRate(rate)}đ · ${formatYen(exampleYen)} = ${formatYenAsDong(exampleYen, rate)}`}
      </p>
      <Link to="/" className={styles.actionLink}>
        <Trans>Xem tỉ giá trên trang chủ</Trans>
      </Link>
    </div>
  )
}

function Block({ block }: { block: GuideBlock }) {
  switch (block.type) {
    case 'paragraph':
      return <p className={styles.paragraph}>{block.text}</p>
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul'
      return (
        <List className={styles.list}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      )
    }
    case 'steps':
      return (
        <ol className={styles.steps}>
          {block.steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <p className={styles.paragraph}>{step.text}</p>
                {step.items && (
                  <ul className={styles.list}>
                    {step.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          ))}
        </ol>
      )
    case 'table':
      return (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            {block.caption && <caption>{block.caption}</caption>}
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, index) => (
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )
    case 'faq':
      return (
        <div className={styles.faq}>
          {block.items.map((item) => (
            <details key={item.question} className={styles.faqItem}>
              <summary className={styles.faqQuestion}>{item.question}</summary>
              <p className={styles.faqAnswer}>{item.answer}</p>
            </details>
          ))}
        </div>
      )
    case 'note':
      return <Alert variant={block.tone}>{block.text}</Alert>
    case 'hotline':
      return (
        <div className={styles.callout}>
          <p className={styles.calloutText}>{block.text}</p>
          <a href={hotlineHref} className={styles.actionLink}>
            <Trans>Gọi {hotline}</Trans>
          </a>
        </div>
      )
    case 'rate':
      return <RateBlock text={block.text} exampleYen={block.exampleYen} />
    case 'register':
      return (
        <div className={styles.callout}>
          <p className={styles.calloutText}>{block.text}</p>
          <Link to="/register" className={styles.actionLink}>
            <Trans>Đăng ký ngay</Trans>
          </Link>
        </div>
      )
  }
}

/** The blocks of one guide section, in order. */
export function GuideBlocks({ blocks }: { blocks: GuideBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </>
  )
}
