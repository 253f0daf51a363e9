import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Tariff, TariffBody } from '@shared/contracts/admin/freight'
import { formatDong } from '@shared/money/money'
import { isApiRequestError } from '@client/app/api-client'
import { usePageTitle } from '@client/app/use-page-title'
import { useAreaName, useShipmentMethodLabel } from '@client/features/orders'
import { Alert, Button, Card, FormField, SelectField, Spinner, useToast } from '@client/ui'
import * as form from '@client/ui/form.css'
import * as styles from './admin.css'
import { ConfirmChanges, MoneyField, moneyValue, type MoneyChange } from './MoneyInput'
import { areasQueryOptions } from './orders-query'
import { tariffsQueryOptions, useAddTariff } from './tariffs-query'

type Method = TariffBody['shipment_method_id']
const METHODS: readonly Method[] = ['air', 'sea']
const today = () => new Date().toISOString().slice(0, 10)

/**
 * /admin/tariffs: the freight tariffs boxes weighed at a Vietnamese warehouse are priced by — per
 * shipment method and warehouse, đ per kg and per m³ (a box pays the larger). A price changes by a new
 * row from a day; rows are never edited.
 */
export function TariffsPage() {
  const { t } = useLingui()
  usePageTitle(t`Biểu phí vận chuyển`)
  const tariffs = useQuery(tariffsQueryOptions())
  return (
    <section className={form.page} aria-labelledby="tariffs-title">
      <h1 id="tariffs-title" className={form.title}>
        <Trans>Biểu phí vận chuyển</Trans>
      </h1>
      <Card className={styles.stack}>
        <h2 className={form.sectionTitle}>
          <Trans>Thêm biểu phí</Trans>
        </h2>
        <p className={styles.muted}>
          <Trans>
            Mỗi kiện trả phí lớn hơn giữa cân nặng × giá/kg và thể tích × giá/m³, làm tròn lên đến đồng. Biểu phí cũ không bị sửa: giá mới
            áp dụng từ ngày chọn cho các lần cân sau.
          </Trans>
        </p>
        <TariffForm tariffs={tariffs.data ?? []} />
      </Card>
      <Card className={styles.stack}>
        <h2 id="tariffs-list-title" className={form.sectionTitle}>
          <Trans>Các biểu phí</Trans>
        </h2>
        {tariffs.isPending ? (
          <Spinner />
        ) : tariffs.isError ? (
          <Alert variant="danger">{tariffs.error.message}</Alert>
        ) : (
          <TariffTable tariffs={tariffs.data} />
        )}
      </Card>
    </section>
  )
}

function TariffTable({ tariffs }: { tariffs: readonly Tariff[] }) {
  const { t } = useLingui()
  const methodLabel = useShipmentMethodLabel()
  const nameOf = useAreaName()
  return (
    <div style={{ overflowX: 'auto' }}>
      <table className={styles.table} aria-labelledby="tariffs-list-title">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Vận chuyển</Trans>
            </th>
            <th scope="col">
              <Trans>Kho</Trans>
            </th>
            <th scope="col" className={styles.number}>
              <Trans>Giá/kg</Trans>
            </th>
            <th scope="col" className={styles.number}>
              <Trans>Giá/m³</Trans>
            </th>
            <th scope="col">
              <Trans>Từ ngày</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {tariffs.map((tariff) => (
            <tr key={tariff.id} data-in-force={tariff.in_force || undefined}>
              <td data-label={t`Vận chuyển`}>{methodLabel(tariff.shipment_method_id)}</td>
              <td data-label={t`Kho`}>{nameOf(tariff.area_id, tariff.area_name)}</td>
              <td className={styles.number} data-label={t`Giá/kg`}>
                {formatDong(tariff.price_per_kg)}
              </td>
              <td className={styles.number} data-label={t`Giá/m³`}>
                {formatDong(tariff.price_per_m3)}
              </td>
              <td data-label={t`Từ ngày`}>
                {tariff.effective_from}{' '}
                {tariff.in_force ? (
                  <span className={styles.badge}>
                    <Trans>Đang áp dụng</Trans>
                  </span>
                ) : tariff.scheduled ? (
                  <span className={styles.muted}>
                    <Trans>Đã lên lịch</Trans>
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

type Draft = { method: Method; areaId: string; perKg: string; perM3: string; day: string }

function TariffForm({ tariffs }: { tariffs: readonly Tariff[] }) {
  const { t } = useLingui()
  const toast = useToast()
  const methodLabel = useShipmentMethodLabel()
  const areas = (useQuery(areasQueryOptions()).data ?? []).filter((area) => area.country === 'vn')
  const nameOf = useAreaName()
  const add = useAddTariff()
  const [draft, setDraft] = useState<Draft>({ method: 'air', areaId: '', perKg: '', perM3: '', day: today() })
  const [confirming, setConfirming] = useState(false)
  const errors = isApiRequestError(add.error) ? (add.error.body?.errors ?? {}) : {}
  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }))
    setConfirming(false)
  }
  const perKg = moneyValue(draft.perKg)
  const perM3 = moneyValue(draft.perM3)
  const current = tariffs.find((tariff) => tariff.in_force && tariff.shipment_method_id === draft.method && tariff.area_id === draft.areaId)
  const changes: MoneyChange[] = [
    { label: t`Giá/kg`, before: current ? formatDong(current.price_per_kg) : '—', after: perKg === null ? '—' : formatDong(perKg) },
    { label: t`Giá/m³`, before: current ? formatDong(current.price_per_m3) : '—', after: perM3 === null ? '—' : formatDong(perM3) },
  ]
  const save = () => {
    if (perKg === null || perM3 === null || !draft.areaId) return
    add.mutate(
      { shipment_method_id: draft.method, area_id: draft.areaId, price_per_kg: perKg, price_per_m3: perM3, effective_from: draft.day },
      {
        onSuccess: (saved) => {
          toast.show(t`Đã thêm biểu phí từ ngày ${saved.effective_from}`, { variant: 'success' })
          setDraft((current) => ({ ...current, perKg: '', perM3: '' }))
          setConfirming(false)
        },
        onError: () => setConfirming(false),
      },
    )
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (perKg !== null && perM3 !== null && draft.areaId) setConfirming(true)
  }
  return (
    <form className={form.form} onSubmit={submit} aria-label={t`Thêm biểu phí`} data-testid="tariff-form">
      <div className={form.grid}>
        <FormField label={t`Phương thức vận chuyển`} errors={errors.shipment_method_id}>
          {(control) => (
            <select
              {...control}
              className={form.control}
              name="shipment_method_id"
              value={draft.method}
              onChange={(event) => change({ method: event.target.value as Method })}
            >
              {METHODS.map((method) => (
                <option key={method} value={method}>
                  {methodLabel(method)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <SelectField
          label={t`Kho tại Việt Nam`}
          name="area_id"
          value={draft.areaId}
          onChange={(areaId) => change({ areaId })}
          options={areas.map((area) => ({ value: area.id, label: nameOf(area.id, area.name) }))}
          placeholder={t`Chọn kho`}
          errors={errors.area_id}
          required
        />
        <MoneyField
          label={t`Giá mỗi kg (đ)`}
          currency="VND"
          name="price_per_kg"
          value={draft.perKg}
          errors={errors.price_per_kg}
          onChange={(perKg) => change({ perKg })}
          required
        />
        <MoneyField
          label={t`Giá mỗi m³ (đ)`}
          currency="VND"
          name="price_per_m3"
          value={draft.perM3}
          errors={errors.price_per_m3}
          onChange={(perM3) => change({ perM3 })}
          required
        />
        <FormField label={t`Áp dụng từ ngày`} errors={errors.effective_from}>
          {(control) => (
            <input
              {...control}
              className={form.control}
              type="date"
              name="effective_from"
              min={today()}
              value={draft.day}
              onChange={(event) => change({ day: event.target.value })}
            />
          )}
        </FormField>
      </div>
      {add.isError && Object.keys(errors).length === 0 && <Alert variant="danger">{add.error.message}</Alert>}
      {confirming ? (
        <ConfirmChanges changes={changes} busy={add.isPending} onCancel={() => setConfirming(false)} onConfirm={save} />
      ) : (
        <div className={form.actions}>
          <Button type="submit" disabled={perKg === null || perM3 === null || !draft.areaId}>
            <Trans>Thêm biểu phí</Trans>
          </Button>
        </div>
      )}
    </form>
  )
}
