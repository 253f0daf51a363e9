import { type FormEvent, type ReactNode, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { DeskLot, DeskLotToDescribe, DeskSnipe, DeskStatus } from '@shared/auctions'
import { formatYen } from '@shared/money/money'
import { parseWholeAmount } from '@shared/money/whole-amount'
import { formatDateTime } from '@shared/time'
import { isApiRequestError } from '@client/app/api-client'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Button, Card, EmptyState, FormField, Modal, Spinner, useToast } from '@client/ui'
import * as form from '@client/ui/form.css'
import { MoneyField } from './MoneyInput'
import * as styles from './admin.css'
import * as deskStyles from './auction-desk.css'
import { auctionDeskQueryOptions, type DeskAction, useDeskAction } from './auction-desk-query'

/**
 * /admin/auctions: the auction desk. Staff carry the shop's one bid per lot to Yahoo Auction (Ecoring:
 * the shop's member account) and bring Yahoo back: "placed ¥X", "Yahoo price is now ¥P (end T)",
 * "won at ¥P" / "lost" — each through a dialog that shows old → new. Phone first: one card per lot,
 * ending soonest first; a lot whose leader or maximum changed since the last placing says so in words.
 */
export function AuctionDeskPage() {
  const { t } = useLingui()
  usePageTitle(t`Bàn đấu giá`)
  const desk = useQuery(auctionDeskQueryOptions())
  return (
    <section className={form.page} aria-labelledby="desk-title">
      <h1 id="desk-title" className={form.title}>
        <Trans>Bàn đấu giá</Trans>
      </h1>
      {desk.isPending ? (
        <Spinner />
      ) : desk.isError ? (
        <Alert variant="danger">{desk.error.message}</Alert>
      ) : (
        <>
          <p className={styles.muted} data-testid="desk-summary">
            {desk.data.bridge === 'desk' ? (
              <Trans>Giá của cửa hàng được đặt trên Yahoo bởi nhân viên; kết quả do nhân viên ghi.</Trans>
            ) : (
              <Trans>Chế độ demo: trình mô phỏng đặt giá và kết thúc phiên; bàn này vẫn ghi được.</Trans>
            )}{' '}
            <Trans>
              {desk.data.bids_to_place} giá cần đặt · {desk.data.results_needed} phiên cần kết quả
            </Trans>
          </p>
          <LotsToDescribe lots={desk.data.to_describe} />
          <SnipesDue snipes={desk.data.snipes_due} />
          <h2 className={form.sectionTitle}>
            <Trans>Phiên đang đấu (sắp kết thúc trước)</Trans>
          </h2>
          {desk.data.lots.length === 0 ? (
            <Card>
              <EmptyState />
            </Card>
          ) : (
            <ul className={deskStyles.list}>
              {desk.data.lots.map((lot) => (
                <li key={lot.id}>
                  <LotCard lot={lot} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}

/** Lots customers opened by their link: staff read each at Yahoo and describe it, then it takes bids (issue 27). */
function LotsToDescribe({ lots }: { lots: DeskLotToDescribe[] }) {
  return (
    <section aria-labelledby="desk-to-describe" className={styles.stack}>
      <h2 id="desk-to-describe" className={form.sectionTitle}>
        <Trans>Phiên cần mô tả</Trans>
      </h2>
      {lots.length === 0 ? (
        <p className={styles.muted}>
          <Trans>Không có phiên nào chờ mô tả.</Trans>
        </p>
      ) : (
        <ul className={deskStyles.list}>
          {lots.map((lot) => (
            <li key={lot.id}>
              <LotToDescribeCard lot={lot} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function LotToDescribeCard({ lot }: { lot: DeskLotToDescribe }) {
  const [open, setOpen] = useState(false)
  const titleId = `desk-describe-${lot.id}`
  const opened = formatDateTime(lot.opened_at)
  const followers = lot.followers
  return (
    <Card className={deskStyles.card} aria-labelledby={titleId} data-testid="desk-lot-to-describe" role="article">
      <h3 id={titleId} className={deskStyles.lotTitle}>
        <Trans>Phiên Yahoo {lot.lot_id}</Trans>
      </h3>
      <p className={styles.muted}>
        <Trans>
          Mở lúc {opened} · {followers} khách theo dõi
        </Trans>
      </p>
      <div className={form.actions}>
        <a href={lot.venue_url} target="_blank" rel="noopener noreferrer">
          <Trans>Mở trang Yahoo</Trans>
        </a>
        <Button size="sm" onClick={() => setOpen(true)}>
          <Trans>Mô tả phiên</Trans>
        </Button>
      </div>
      {open && <DescribeDialog lot={lot} onClose={() => setOpen(false)} />}
    </Card>
  )
}

function DescribeDialog({ lot, onClose }: { lot: DeskLotToDescribe; onClose: () => void }) {
  const { t } = useLingui()
  const [title, setTitle] = useState('')
  const [price, setPrice] = useState('')
  const [bids, setBids] = useState('0')
  const [end, setEnd] = useState('')
  const [buyNow, setBuyNow] = useState('')
  const [image, setImage] = useState('')
  const { action, run } = useAction(onClose, t`Đã mô tả phiên: khách có thể đặt giá`)
  const current = yenOf(price)
  const buyNowYen = yenOf(buyNow)
  const bidCount = Number(bids)
  const endsAt = end ? secondsOf(end) : Number.NaN
  const ready =
    title.trim() !== '' &&
    Number.isInteger(current) &&
    current > 0 &&
    Number.isFinite(endsAt) &&
    Number.isInteger(bidCount) &&
    bidCount >= 0 &&
    (buyNow.trim() === '' || (Number.isInteger(buyNowYen) && buyNowYen > 0))
  const after = ready ? formatYen(current) : '—'
  return (
    <ActionDialog
      title={t`Mô tả phiên Yahoo ${lot.lot_id}`}
      onClose={onClose}
      submit={() =>
        run({
          kind: 'describe',
          id: lot.id,
          body: {
            title: title.trim(),
            price: current,
            bid_count: bidCount,
            ends_at: endsAt,
            ...(buyNow.trim() === '' ? {} : { buy_now_price: buyNowYen }),
            ...(image.trim() === '' ? {} : { image_url: image.trim() }),
          },
        })
      }
      pending={action.isPending}
      error={action.error}
      ready={ready}
      changes={
        <p>
          <Trans>Giá: chưa biết → {after}. Khách theo dõi sẽ được thông báo.</Trans>
        </p>
      }
    >
      <FormField label={t`Tên phiên`} errors={fieldErrors(action.error, 'title')}>
        {(control) => (
          <input {...control} className={form.control} required value={title} onChange={(event) => setTitle(event.target.value)} />
        )}
      </FormField>
      <MoneyField
        label={t`Giá hiện tại trên Yahoo (¥)`}
        currency="JPY"
        errors={fieldErrors(action.error, 'price')}
        required
        value={price}
        onChange={setPrice}
      />
      <FormField label={t`Số lượt đặt giá trên Yahoo`} errors={fieldErrors(action.error, 'bid_count')}>
        {(control) => (
          <input
            {...control}
            className={form.control}
            type="number"
            inputMode="numeric"
            min={0}
            value={bids}
            onChange={(event) => setBids(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t`Kết thúc trên Yahoo`} errors={fieldErrors(action.error, 'ends_at')}>
        {(control) => (
          <input
            {...control}
            className={form.control}
            type="datetime-local"
            required
            value={end}
            onChange={(event) => setEnd(event.target.value)}
          />
        )}
      </FormField>
      <MoneyField
        label={t`Giá mua ngay (¥, nếu có)`}
        currency="JPY"
        errors={fieldErrors(action.error, 'buy_now_price')}
        value={buyNow}
        onChange={setBuyNow}
      />
      <FormField label={t`Địa chỉ ảnh (https://…)`} errors={fieldErrors(action.error, 'image_url')}>
        {(control) => (
          <input {...control} className={form.control} type="url" value={image} onChange={(event) => setImage(event.target.value)} />
        )}
      </FormField>
    </ActionDialog>
  )
}

function SnipesDue({ snipes }: { snipes: DeskSnipe[] }) {
  return (
    <section aria-labelledby="desk-snipes" className={styles.stack}>
      <h2 id="desk-snipes" className={form.sectionTitle}>
        <Trans>Snipe đến hạn trong 30 phút</Trans>
      </h2>
      {snipes.length === 0 ? (
        <p className={styles.muted}>
          <Trans>Không có snipe nào đến hạn.</Trans>
        </p>
      ) : (
        <ul className={deskStyles.snipes}>
          {snipes.map((snipe) => {
            const amount = formatYen(snipe.amount)
            const at = formatDateTime(snipe.place_at)
            return (
              <li key={snipe.id}>
                <Trans>
                  Đặt {amount} lúc {at}
                </Trans>{' '}
                — <LotName name={snipe.lot.name} url={snipe.lot.venue_url} />
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

function LotName({ name, url }: { name: string; url: string | null }) {
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {name}
    </a>
  ) : (
    <span>{name}</span>
  )
}

function useStatusLabels(): Record<DeskStatus, string> {
  const { t } = useLingui()
  return { bid_to_place: t`Cần đặt giá`, placed: t`Đã đặt`, result_needed: t`Cần kết quả` }
}

type Dialog = 'placed' | 'yahoo-price' | 'result' | null

function LotCard({ lot }: { lot: DeskLot }) {
  const { t } = useLingui()
  const labels = useStatusLabels()
  const [dialog, setDialog] = useState<Dialog>(null)
  const titleId = `desk-lot-${lot.id}`
  const ended = lot.status === 'result_needed'
  return (
    <Card
      className={lot.changed ? deskStyles.changedCard : deskStyles.card}
      aria-labelledby={titleId}
      data-testid="desk-lot"
      role="article"
    >
      <div className={styles.header}>
        <h3 id={titleId} className={deskStyles.lotTitle}>
          {lot.name}
        </h3>
        <span className={lot.status === 'placed' ? `${styles.badge} ${styles.badgeDone}` : styles.badge} role="status">
          {labels[lot.status]}
        </span>
      </div>
      {lot.changed && (
        <p className={deskStyles.changedNote}>
          <span aria-hidden="true">⚠ </span>
          <Trans>Đã thay đổi: khách dẫn đầu hoặc mức tối đa khác lần đặt trước</Trans>
        </p>
      )}
      <dl className={styles.facts}>
        <dt>
          <Trans>Giá cần đặt</Trans>
        </dt>
        <dd className={deskStyles.bid}>{lot.shop_bid === null ? t`Không (Yahoo đang dẫn)` : formatYen(lot.shop_bid)}</dd>
        <dt>
          <Trans>Đã đặt</Trans>
        </dt>
        <dd>{lot.placed ? `${formatYen(lot.placed.amount)} · ${formatDateTime(lot.placed.at)}` : t`Chưa đặt`}</dd>
        <dt>
          <Trans>Khách dẫn đầu</Trans>
        </dt>
        <dd>{lot.leader ? (lot.leader.email ?? `#${lot.leader.id}`) : '—'}</dd>
        <dt>
          <Trans>Giá Yahoo (đã ghi)</Trans>
        </dt>
        <dd>{lot.yahoo ? `${formatYen(lot.yahoo.price)} · ${formatDateTime(lot.yahoo.at)}` : t`Chưa ghi`}</dd>
        <dt>
          <Trans>Kết thúc</Trans>
        </dt>
        <dd>{formatDateTime(lot.ends_at)}</dd>
        <dt>
          <Trans>Giá hiện tại</Trans>
        </dt>
        <dd>
          {formatYen(lot.price)} · {lot.venue === 'ecoring' ? 'Ecoring' : 'Yahoo Auction'}
        </dd>
      </dl>
      <div className={styles.row}>
        {lot.venue_url && (
          <a href={lot.venue_url} target="_blank" rel="noopener noreferrer">
            {lot.venue === 'ecoring' ? <Trans>Mở trang Ecoring</Trans> : <Trans>Mở trang Yahoo</Trans>}
          </a>
        )}
      </div>
      <div className={form.actions}>
        {!ended && (
          <Button size="sm" onClick={() => setDialog('placed')} disabled={lot.shop_bid === null}>
            <Trans>Đã đặt giá</Trans>
          </Button>
        )}
        {!ended && (
          <Button size="sm" variant="outline" onClick={() => setDialog('yahoo-price')}>
            <Trans>Giá Yahoo mới</Trans>
          </Button>
        )}
        <Button size="sm" variant={ended ? 'primary' : 'outline'} onClick={() => setDialog('result')}>
          <Trans>Ghi kết quả</Trans>
        </Button>
      </div>
      {dialog === 'placed' && <PlacedDialog lot={lot} onClose={() => setDialog(null)} />}
      {dialog === 'yahoo-price' && <YahooPriceDialog lot={lot} onClose={() => setDialog(null)} />}
      {dialog === 'result' && <ResultDialog lot={lot} onClose={() => setDialog(null)} />}
    </Card>
  )
}

/** Whole yen typed with or without separators ("12,000", "12.000", "12000"). */
/** A yen field's amount (@shared/money/whole-amount): 0 when empty, NaN when refused (a decimal, a minus sign). */
const yenOf = (text: string) => {
  const parsed = parseWholeAmount(text)
  return 'ok' in parsed ? parsed.ok : parsed.error === 'empty' ? 0 : Number.NaN
}

/** A desk action's dialog: its fields, old → new, and the confirm button (busy while saving; the server's message on failure). */
function ActionDialog({
  title,
  onClose,
  submit,
  pending,
  error,
  changes,
  children,
  ready,
}: {
  title: ReactNode
  onClose: () => void
  submit: () => void
  pending: boolean
  error: Error | null
  changes: ReactNode
  children: ReactNode
  ready: boolean
}) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit()
  }
  // A refusal that names a field is shown under it; any other in the dialog.
  const named = isApiRequestError(error) && Object.keys(error.body?.errors ?? {}).length > 0
  const fieldless = error && !named ? error.message : null
  return (
    <Modal open onOpenChange={(open) => !open && !pending && onClose()} title={title}>
      <form className={form.form} onSubmit={onSubmit}>
        {children}
        <div className={deskStyles.changes} role="status">
          {changes}
        </div>
        {fieldless && <Alert variant="danger">{fieldless}</Alert>}
        <div className={form.actions}>
          <Button type="submit" loading={pending} disabled={!ready}>
            <Trans>Xác nhận</Trans>
          </Button>
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            <Trans>Huỷ</Trans>
          </Button>
        </div>
      </form>
    </Modal>
  )
}

function useAction(onClose: () => void, done: string) {
  const action = useDeskAction()
  const toast = useToast()
  return {
    action,
    run: (request: DeskAction) =>
      action.mutate(request, {
        onSuccess: () => {
          toast.show(done, { variant: 'success' })
          onClose()
        },
      }),
  }
}

const fieldErrors = (error: Error | null, field: string) => (isApiRequestError(error) ? error.body?.errors?.[field] : undefined)

function PlacedDialog({ lot, onClose }: { lot: DeskLot; onClose: () => void }) {
  const { t } = useLingui()
  const [amount, setAmount] = useState(String(lot.shop_bid ?? ''))
  const { action, run } = useAction(onClose, t`Đã ghi giá đã đặt`)
  const next = yenOf(amount)
  const before = lot.placed ? formatYen(lot.placed.amount) : t`chưa đặt`
  const after = Number.isInteger(next) && next > 0 ? formatYen(next) : '—'
  return (
    <ActionDialog
      title={t`Đã đặt giá trên Yahoo`}
      onClose={onClose}
      submit={() => run({ kind: 'placed', id: lot.id, body: { amount: next } })}
      pending={action.isPending}
      error={action.error}
      ready={Number.isInteger(next) && next > 0}
      changes={
        <p>
          <Trans>
            Giá đã đặt: {before} → {after}
          </Trans>
        </p>
      }
    >
      <p className={styles.muted}>{lot.name}</p>
      <MoneyField
        label={t`Số tiền đã đặt (¥)`}
        currency="JPY"
        errors={fieldErrors(action.error, 'amount')}
        required
        value={amount}
        onChange={setAmount}
      />
    </ActionDialog>
  )
}

/** A datetime-local value (the browser's time) for unix seconds, and back. */
const localInput = (seconds: number) => {
  const date = new Date(seconds * 1000)
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}
const secondsOf = (value: string) => Math.floor(new Date(value).getTime() / 1000)

function YahooPriceDialog({ lot, onClose }: { lot: DeskLot; onClose: () => void }) {
  const { t } = useLingui()
  const [price, setPrice] = useState('')
  const [end, setEnd] = useState(localInput(lot.ends_at))
  const { action, run } = useAction(onClose, t`Đã ghi giá Yahoo`)
  const next = yenOf(price)
  const valid = Number.isInteger(next) && next > 0
  const endsAt = end ? secondsOf(end) : lot.ends_at
  const endMoved = Number.isFinite(endsAt) && Math.abs(endsAt - lot.ends_at) >= 60
  const before = formatYen(lot.yahoo?.price ?? lot.price)
  const after = valid ? formatYen(next) : '—'
  const oldEnd = formatDateTime(lot.ends_at)
  const newEnd = formatDateTime(endsAt)
  const outbid = valid && lot.shop_bid !== null && next > lot.shop_bid
  return (
    <ActionDialog
      title={t`Giá Yahoo hiện tại`}
      onClose={onClose}
      submit={() => run({ kind: 'yahoo-price', id: lot.id, body: endMoved ? { price: next, ends_at: endsAt } : { price: next } })}
      pending={action.isPending}
      error={action.error}
      ready={valid}
      changes={
        <>
          <p>
            <Trans>
              Giá Yahoo: {before} → {after}
            </Trans>
          </p>
          {endMoved && (
            <p>
              <Trans>
                Kết thúc: {oldEnd} → {newEnd}
              </Trans>
            </p>
          )}
          {outbid && (
            <p className={deskStyles.changedNote}>
              <Trans>Khách dẫn đầu sẽ bị vượt giá và được thông báo.</Trans>
            </p>
          )}
        </>
      }
    >
      <p className={styles.muted}>{lot.name}</p>
      <MoneyField
        label={t`Giá Yahoo hiện tại (¥)`}
        currency="JPY"
        errors={fieldErrors(action.error, 'price')}
        required
        value={price}
        onChange={setPrice}
      />
      <FormField label={t`Kết thúc trên Yahoo`} errors={fieldErrors(action.error, 'ends_at')}>
        {(control) => (
          <input {...control} className={form.control} type="datetime-local" value={end} onChange={(event) => setEnd(event.target.value)} />
        )}
      </FormField>
    </ActionDialog>
  )
}

function ResultDialog({ lot, onClose }: { lot: DeskLot; onClose: () => void }) {
  const { t } = useLingui()
  const [outcome, setOutcome] = useState<'won' | 'lost'>(lot.shop_bid === null ? 'lost' : 'won')
  const [price, setPrice] = useState(String(lot.yahoo?.price ?? ''))
  const [early, setEarly] = useState(false)
  const { action, run } = useAction(onClose, t`Đã ghi kết quả`)
  const ended = lot.status === 'result_needed'
  const next = yenOf(price)
  const priced = Number.isInteger(next) && next > 0
  const ready = ((outcome === 'lost' && (price.trim() === '' || priced)) || priced) && (ended || early)
  const who = lot.leader ? (lot.leader.email ?? `#${lot.leader.id}`) : '—'
  const amount = priced ? formatYen(next) : '—'
  const current = formatYen(lot.price)
  return (
    <ActionDialog
      title={t`Kết quả trên Yahoo`}
      onClose={onClose}
      submit={() =>
        run({
          kind: 'result',
          id: lot.id,
          body: { outcome, ...(priced ? { price: next } : {}), ...(ended ? {} : { ended_early: true }) },
        })
      }
      pending={action.isPending}
      error={action.error}
      ready={ready}
      changes={
        outcome === 'won' ? (
          <p>
            <Trans>
              Giá: {current} → {amount}. Thắng: tạo đơn hàng cho {who} với giá {amount}; các khách khác nhận thông báo thua.
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>Thua: mọi khách đã đặt giá nhận thông báo thua; không tạo đơn hàng.</Trans>
          </p>
        )
      }
    >
      <p className={styles.muted}>{lot.name}</p>
      <fieldset className={deskStyles.fieldset}>
        <legend className={form.label}>
          <Trans>Kết quả</Trans>
        </legend>
        <label className={form.checkbox}>
          <input type="radio" name="outcome" checked={outcome === 'won'} onChange={() => setOutcome('won')} />
          <Trans>Thắng</Trans>
        </label>
        <label className={form.checkbox}>
          <input type="radio" name="outcome" checked={outcome === 'lost'} onChange={() => setOutcome('lost')} />
          <Trans>Thua</Trans>
        </label>
      </fieldset>
      <MoneyField
        label={outcome === 'won' ? t`Giá thắng (¥)` : t`Giá cuối (¥, nếu biết)`}
        currency="JPY"
        errors={fieldErrors(action.error, 'price')}
        required={outcome === 'won'}
        value={price}
        onChange={setPrice}
      />
      {!ended && (
        <label className={form.checkbox}>
          <input type="checkbox" checked={early} onChange={(event) => setEarly(event.target.checked)} />
          <Trans>Yahoo đã kết thúc phiên này sớm</Trans>
        </label>
      )}
    </ActionDialog>
  )
}
