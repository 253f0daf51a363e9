import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { BOX_EVENT_KINDS, BOX_ID_PATTERN, type BoxEventBody, type BoxEventKind } from '@shared/contracts/admin/orders'
import type { OwningBox } from '@shared/contracts/order'
import { formatDong } from '@shared/money/money'
import { CARRIERS, type CarrierId } from '@shared/orders/carriers'
import { BOX_SIDE_MAX_CM, gramsAsKg, parseWeightKg } from '@shared/orders/freight'
import { formatDateTime } from '@shared/time'
import { isApiRequestError } from '@client/app/api-client'
import { BoxEvent, useAreaName } from '@client/features/orders'
import { Alert, Button, Card, FormField, SelectField, useToast } from '@client/ui'
import * as form from '@client/ui/form.css'
import * as styles from './admin.css'
import { useBoxEventKindLabels } from './event-labels'
import { adminOrderQueryOptions, areasQueryOptions, useAddBox, useRecordBoxEvent, useVoidBoxEvent, useWeighBox } from './orders-query'
import { BoxLabel, PackingList, PrintSheet } from './PrintSheet'
import { useMay } from './staff-access'

const newKey = () => crypto.randomUUID()

/** The order's boxes (SKU = box id) with their warehouse events, newest first, and the forms that add them. */
export function BoxesSection({ orderId, boxes }: { orderId: number; boxes: OwningBox[] }) {
  // Everyone who sees the order sees its boxes; warehouse records them.
  const warehouse = useMay('warehouse')
  const { t } = useLingui()
  // The order's detail is in the cache (the order screen shows it): the print sheets read it.
  const detail = useQuery(adminOrderQueryOptions(orderId)).data
  const [printing, setPrinting] = useState<{ kind: 'packing' } | { kind: 'label'; boxId: string } | null>(null)
  return (
    <Card className={styles.stack}>
      <div className={styles.header}>
        <h2 className={form.sectionTitle}>
          <Trans>Kiện hàng</Trans>
        </h2>
        <Button variant="outline" size="sm" disabled={!detail} onClick={() => setPrinting({ kind: 'packing' })}>
          <Trans>In phiếu đóng gói</Trans>
        </Button>
      </div>
      {printing?.kind === 'packing' && detail && (
        <PrintSheet title={t`Phiếu đóng gói`} onClose={() => setPrinting(null)}>
          <PackingList detail={detail} />
        </PrintSheet>
      )}
      {printing?.kind === 'label' && (
        <PrintSheet title={t`Nhãn kiện ${printing.boxId}`} onClose={() => setPrinting(null)}>
          <BoxLabel box={{ box_id: printing.boxId }} detail={detail} />
        </PrintSheet>
      )}
      {boxes.map((box) => (
        <section key={box.id} className={styles.stack} aria-label={box.box_id} data-testid="admin-box">
          <div className={styles.header}>
            <h3 className={form.label}>
              <Trans>Kiện {box.box_id}</Trans>
            </h3>
            <Button variant="outline" size="sm" onClick={() => setPrinting({ kind: 'label', boxId: box.box_id })}>
              <Trans>In nhãn kiện {box.box_id}</Trans>
            </Button>
          </div>
          <ul className={styles.changes}>
            {box.notifications.map((note) => (
              <li key={note.id}>
                <span className={styles.muted}>{formatDateTime(note.created_at)}</span> <BoxEvent notification={note} />
                {warehouse && !note.voided && <VoidEventControl eventId={note.id} />}
              </li>
            ))}
          </ul>
          <BoxWeighing box={box} />
          {warehouse && <WeighForm box={box} />}
          {warehouse && <BoxEventForm box={box} />}
        </section>
      ))}
      {warehouse && <AddBoxForm orderId={orderId} />}
    </Card>
  )
}

function AddBoxForm({ orderId }: { orderId: number }) {
  const { t } = useLingui()
  const add = useAddBox(orderId)
  const [boxId, setBoxId] = useState('')
  const errors = isApiRequestError(add.error) ? add.error.body?.errors?.box_id : undefined
  const submit = (event: FormEvent) => {
    event.preventDefault()
    add.mutate(boxId.trim(), { onSuccess: () => setBoxId('') })
  }
  return (
    <form className={styles.filters} onSubmit={submit} data-testid="admin-add-box">
      <FormField label={t`Mã kiện mới`} errors={errors} hint={t`Chữ, số, dấu chấm, gạch ngang (tối đa 40)`}>
        {(control) => (
          <input
            {...control}
            className={form.control}
            name="box_id"
            value={boxId}
            pattern={BOX_ID_PATTERN.source}
            onChange={(event) => setBoxId(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" variant="secondary" loading={add.isPending} disabled={!boxId.trim()}>
        <Trans>Thêm kiện</Trans>
      </Button>
      {add.isError && !errors && <Alert variant="danger">{add.error.message}</Alert>}
    </form>
  )
}

type Draft = {
  kind: BoxEventKind
  area_id: string
  from_area_id: string
  to_area_id: string
  note: string
  carrier: string
  tracking_number: string
}
const EMPTY: Draft = {
  kind: 'pick_out_container',
  area_id: '',
  from_area_id: '',
  to_area_id: '',
  note: '',
  carrier: '',
  tracking_number: '',
}

/**
 * Voids a warehouse event recorded by mistake: asks for the reason (the customer reads it) and to
 * confirm; the event stays in the timeline, struck through.
 */
function VoidEventControl({ eventId }: { eventId: number }) {
  const { t } = useLingui()
  const voidEvent = useVoidBoxEvent()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const errors = isApiRequestError(voidEvent.error) ? voidEvent.error.body?.errors : undefined
  if (!open)
    return (
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Trans>Hủy sự kiện</Trans>
      </Button>
    )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    voidEvent.mutate({ eventId, reason: reason.trim() }, { onSuccess: () => setOpen(false) })
  }
  return (
    <form className={styles.filters} onSubmit={submit} aria-label={t`Hủy sự kiện kho`}>
      <FormField label={t`Lý do hủy (khách hàng sẽ thấy)`} errors={errors?.reason} required>
        {(control) => (
          <input {...control} className={form.control} value={reason} maxLength={300} onChange={(event) => setReason(event.target.value)} />
        )}
      </FormField>
      <Button type="submit" variant="danger" loading={voidEvent.isPending} disabled={!reason.trim()}>
        <Trans>Xác nhận hủy</Trans>
      </Button>
      <Button variant="outline" disabled={voidEvent.isPending} onClick={() => setOpen(false)}>
        <Trans>Không hủy</Trans>
      </Button>
      {voidEvent.isError && !errors && <Alert variant="danger">{voidEvent.error.message}</Alert>}
    </form>
  )
}

function eventOf(draft: Draft): BoxEventBody {
  switch (draft.kind) {
    case 'distributed':
    case 'pick_out_container':
      return { kind: draft.kind, area_id: draft.area_id }
    case 'pick_in_container':
      return { kind: draft.kind, from_area_id: draft.from_area_id, to_area_id: draft.to_area_id }
    case 'shipping':
      return {
        kind: draft.kind,
        note: draft.note.trim() || undefined,
        carrier: draft.carrier as CarrierId,
        tracking_number: draft.tracking_number.trim(),
      }
    default:
      return { kind: draft.kind, note: draft.note.trim() || undefined }
  }
}

/** One warehouse event for a box; the Idempotency-Key lives as long as the draft, so a retry records it once. */
function BoxEventForm({ box }: { box: OwningBox }) {
  const { t } = useLingui()
  const toast = useToast()
  const labels = useBoxEventKindLabels()
  const areas = useQuery(areasQueryOptions()).data ?? []
  const nameOf = useAreaName()
  const record = useRecordBoxEvent()
  const [draft, setDraft] = useState<Draft>(EMPTY)
  const [key, setKey] = useState(newKey)
  const errors = isApiRequestError(record.error) ? (record.error.body?.errors ?? {}) : {}
  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }))
    setKey(newKey())
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    record.mutate(
      { boxId: box.id, event: eventOf(draft), key },
      {
        onSuccess: () => {
          toast.show(t`Đã ghi sự kiện kho cho kiện ${box.box_id}`, { variant: 'success' })
          setDraft(EMPTY)
          setKey(newKey())
        },
      },
    )
  }
  const areaOptions = areas.map((area) => ({ value: area.id, label: nameOf(area.id, area.name) }))
  const areaSelect = (field: 'area_id' | 'from_area_id' | 'to_area_id', label: string) => (
    <SelectField
      label={label}
      name={field}
      value={draft[field]}
      onChange={(value) => change({ [field]: value })}
      options={areaOptions}
      placeholder={t`Chọn kho`}
      errors={errors[field]}
      required
    />
  )
  const placed = draft.kind === 'distributed' || draft.kind === 'pick_out_container'
  return (
    <form className={styles.filters} onSubmit={submit} aria-label={t`Ghi sự kiện kho cho kiện ${box.box_id}`} data-testid="admin-box-event">
      <FormField label={t`Sự kiện`}>
        {(control) => (
          <select
            {...control}
            className={form.control}
            name="kind"
            value={draft.kind}
            onChange={(event) => change({ kind: event.target.value as BoxEventKind })}
          >
            {BOX_EVENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {labels[kind]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {placed && areaSelect('area_id', t`Kho`)}
      {draft.kind === 'pick_in_container' && (
        <>
          {areaSelect('from_area_id', t`Từ kho`)}
          {areaSelect('to_area_id', t`Đến kho`)}
        </>
      )}
      {draft.kind === 'shipping' && (
        <>
          <SelectField
            label={t`Đối tác vận chuyển`}
            name="carrier"
            value={draft.carrier}
            onChange={(carrier) => change({ carrier })}
            options={CARRIERS.map((carrier) => ({ value: carrier.id, label: carrier.name }))}
            placeholder={t`Chọn đối tác`}
            errors={errors.carrier}
            required
          />
          <FormField label={t`Mã vận đơn`} errors={errors.tracking_number} required>
            {(control) => (
              <input
                {...control}
                className={form.control}
                name="tracking_number"
                value={draft.tracking_number}
                maxLength={40}
                onChange={(event) => change({ tracking_number: event.target.value })}
                required
              />
            )}
          </FormField>
        </>
      )}
      {!placed && draft.kind !== 'pick_in_container' && (
        <FormField label={t`Ghi chú`} errors={errors.note}>
          {(control) => (
            <input
              {...control}
              className={form.control}
              name="note"
              value={draft.note}
              onChange={(event) => change({ note: event.target.value })}
            />
          )}
        </FormField>
      )}
      <Button type="submit" loading={record.isPending}>
        <Trans>Ghi sự kiện</Trans>
      </Button>
      {record.isError && Object.keys(errors).length === 0 && <Alert variant="danger">{record.error.message}</Alert>}
    </form>
  )
}

/** The box's weighing at the Vietnamese warehouse and its freight, or that it is not weighed yet. */
function BoxWeighing({ box }: { box: OwningBox }) {
  const weighing = box.weighing
  if (!weighing)
    return (
      <p className={styles.muted} data-testid="admin-box-weighing">
        <Trans>Chưa cân</Trans>
      </p>
    )
  const weight = gramsAsKg(weighing.weight_grams)
  const size = `${weighing.length_cm}×${weighing.width_cm}×${weighing.height_cm}`
  const charge = formatDong(weighing.freight_charge)
  return (
    <p data-testid="admin-box-weighing">
      <Trans>
        Đã cân: {weight} kg · {size} cm · phí vận chuyển {charge}
      </Trans>
    </p>
  )
}

type Weighing = { area_id: string; weight: string; length: string; width: string; height: string }

/** Weighs the box at a Vietnamese warehouse (kg with up to 3 decimals, sides in whole cm); priced by the tariff in force. */
function WeighForm({ box }: { box: OwningBox }) {
  const { t } = useLingui()
  const toast = useToast()
  const areas = (useQuery(areasQueryOptions()).data ?? []).filter((area) => area.country === 'vn')
  const nameOf = useAreaName()
  const weigh = useWeighBox()
  const [draft, setDraft] = useState<Weighing>({ area_id: '', weight: '', length: '', width: '', height: '' })
  const errors = isApiRequestError(weigh.error) ? (weigh.error.body?.errors ?? {}) : {}
  const weight = draft.weight ? parseWeightKg(draft.weight) : null
  const weightError =
    weight && 'error' in weight
      ? weight.error === 'tooPrecise'
        ? t`Tối đa 3 chữ số thập phân (gam).`
        : weight.error === 'outOfRange'
          ? t`Lớn hơn 0 và tối đa 1.000 kg.`
          : t`Nhập cân nặng bằng kg, ví dụ 2,35.`
      : null
  const change = (patch: Partial<Weighing>) => setDraft((current) => ({ ...current, ...patch }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!weight || !('ok' in weight)) return
    weigh.mutate(
      {
        boxId: box.id,
        body: {
          area_id: draft.area_id,
          weight_kg: weight.ok / 1000,
          length_cm: Number(draft.length),
          width_cm: Number(draft.width),
          height_cm: Number(draft.height),
        },
      },
      {
        onSuccess: () => toast.show(t`Đã cân kiện ${box.box_id}`, { variant: 'success' }),
      },
    )
  }
  const side = (field: 'length' | 'width' | 'height', apiField: string, label: string) => (
    <FormField label={label} errors={errors[apiField]} required>
      {(control) => (
        <input
          {...control}
          className={form.control}
          name={apiField}
          type="number"
          inputMode="numeric"
          min={1}
          max={BOX_SIDE_MAX_CM}
          step={1}
          value={draft[field]}
          onChange={(event) => change({ [field]: event.target.value })}
          required
        />
      )}
    </FormField>
  )
  return (
    <form className={styles.filters} onSubmit={submit} aria-label={t`Cân kiện ${box.box_id}`} data-testid="admin-box-weigh">
      <SelectField
        label={t`Kho cân`}
        name="area_id"
        value={draft.area_id}
        onChange={(area_id) => change({ area_id })}
        options={areas.map((area) => ({ value: area.id, label: nameOf(area.id, area.name) }))}
        placeholder={t`Chọn kho`}
        errors={errors.area_id}
        required
      />
      <FormField label={t`Cân nặng (kg)`} errors={[...(weightError ? [weightError] : []), ...(errors.weight_kg ?? [])]} required>
        {(control) => (
          <input
            {...control}
            className={form.control}
            name="weight_kg"
            inputMode="decimal"
            autoComplete="off"
            value={draft.weight}
            onChange={(event) => change({ weight: event.target.value })}
            required
          />
        )}
      </FormField>
      {side('length', 'length_cm', t`Dài (cm)`)}
      {side('width', 'width_cm', t`Rộng (cm)`)}
      {side('height', 'height_cm', t`Cao (cm)`)}
      <Button type="submit" variant="secondary" loading={weigh.isPending} disabled={!weight || !('ok' in weight)}>
        <Trans>Cân kiện</Trans>
      </Button>
      {weigh.isError && Object.keys(errors).length === 0 && <Alert variant="danger">{weigh.error.message}</Alert>}
    </form>
  )
}
