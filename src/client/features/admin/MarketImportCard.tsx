import { useId, useState, type FormEvent } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { isMarketImportRunning, MARKET_IMPORT_MAX_BYTES, type MarketImport } from '@shared/contracts/market-import'
import { callApi } from '@client/app/call-api'
import { Alert, Button, Card, Spinner } from '@client/ui'
import * as form from '@client/ui/form.css'
import * as styles from './admin.css'

/** How often the card asks how far a running import got. */
const PROGRESS_POLL_MS = 1000

/** POST /api/admin/market-import: the import started (a job checks, then writes). */
function useMarketImport() {
  return useMutation({
    mutationFn: async (text: string) => (await callApi('POST /api/admin/market-import', { body: text })).data,
  })
}

/** GET /api/admin/market-imports/:id, asked again every second while it runs. */
function useImportProgress(started: MarketImport | undefined) {
  return useQuery({
    queryKey: ['admin', 'market-import', started?.id],
    queryFn: async () => (await callApi('GET /api/admin/market-imports/:id', { params: { id: started!.id } })).data,
    enabled: started !== undefined,
    initialData: started,
    refetchInterval: (query) => (query.state.data && isMarketImportRunning(query.state.data.status) ? PROGRESS_POLL_MS : false),
  })
}

/**
 * The markets' mirror from a JSON-lines file (the shape of `npm run import:market`): every line is
 * checked first and nothing is written while any is refused; the refused lines are listed. The shop
 * keeps serving while a big file is imported; the card shows how far it got.
 */
export function MarketImportCard() {
  const { t } = useLingui()
  const inputId = useId()
  const upload = useMarketImport()
  const progress = useImportProgress(upload.data)
  const [file, setFile] = useState<File | null>(null)
  const tooBig = file !== null && file.size > MARKET_IMPORT_MAX_BYTES
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!file || tooBig) return
    upload.mutate(await file.text())
  }
  const result = progress.data
  const running = upload.isPending || (result !== undefined && isMarketImportRunning(result.status))
  const sizeMb = (MARKET_IMPORT_MAX_BYTES / 1024 / 1024).toFixed(0)
  return (
    <Card>
      <form className={form.form} onSubmit={submit} aria-labelledby={`${inputId}-title`}>
        <h2 id={`${inputId}-title`} className={form.sectionTitle}>
          <Trans>Nhập dữ liệu sàn (JSON lines)</Trans>
        </h2>
        <label className={form.field} htmlFor={inputId}>
          <span className={form.label}>
            <Trans>Tệp .jsonl</Trans>
          </span>
          <input
            id={inputId}
            type="file"
            accept=".jsonl,.ndjson,.txt,application/x-ndjson,text/plain"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null)
              upload.reset()
            }}
          />
        </label>
        <p className={form.hint}>
          <Trans>
            Mỗi dòng một bản ghi (category, seller, filter_option hoặc listing); tối đa {sizeMb} MB. Có dòng lỗi thì không ghi gì.
          </Trans>
        </p>
        {tooBig && <Alert variant="danger">{t`Tệp lớn hơn ${sizeMb} MB: hãy chia nhỏ hoặc dùng npm run import:market.`}</Alert>}
        <div className={form.actions}>
          <Button type="submit" loading={running} disabled={!file || tooBig || running}>
            <Trans>Nhập</Trans>
          </Button>
        </div>
        {upload.isPending && (
          <p className={styles.muted}>
            {/* The spinner is the status announced while the file is sent. */}
            <Spinner size="sm" /> <Trans>Đang gửi tệp…</Trans>
          </p>
        )}
        {upload.isError && <Alert variant="danger">{upload.error.message}</Alert>}
        {progress.isError && <Alert variant="danger">{progress.error.message}</Alert>}
        {result && <ImportResult result={result} />}
      </form>
    </Card>
  )
}

function ImportResult({ result }: { result: MarketImport }) {
  const { t } = useLingui()
  const { lines, checked, records, written, problem_count: problems } = result
  switch (result.status) {
    case 'checking':
      return (
        <div className={styles.muted} role="status">
          <progress className={styles.progress} max={Math.max(lines, 1)} value={checked} aria-label={t`Đang kiểm tra các dòng`} />
          <p>
            <Trans>
              Đã kiểm tra {checked} / {lines} dòng
            </Trans>
          </p>
        </div>
      )
    case 'writing':
      return (
        <div className={styles.muted} role="status">
          <progress className={styles.progress} max={Math.max(records, 1)} value={written} aria-label={t`Đang ghi các bản ghi`} />
          <p>
            <Trans>
              Đã ghi {written} / {records} bản ghi
            </Trans>
          </p>
        </div>
      )
    case 'done':
      return (
        <Alert variant="success">
          <Trans>
            Đã nhập {records} bản ghi từ {lines} dòng.
          </Trans>
        </Alert>
      )
    case 'failed':
      return (
        <Alert variant="danger">
          <Trans>
            Nhập bị lỗi khi đã ghi {written} / {records} bản ghi: hệ thống sẽ thử lại; nếu vẫn lỗi, hãy gửi lại tệp.
          </Trans>
        </Alert>
      )
    case 'refused':
      return (
        <Alert variant="danger">
          <p>
            <Trans>
              Không ghi gì: {problems} dòng lỗi trong {lines} dòng.
            </Trans>
          </p>
          <ul>
            {result.problems.map((problem) => (
              <li key={problem.line}>
                <ProblemLine line={problem.line} message={problem.message} />
              </li>
            ))}
          </ul>
        </Alert>
      )
  }
}

function ProblemLine({ line, message }: { line: number; message: string }) {
  return (
    <Trans>
      Dòng {line}: {message}
    </Trans>
  )
}
