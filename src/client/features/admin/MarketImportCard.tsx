import { useId, useState, type FormEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { MARKET_IMPORT_MAX_BYTES, type MarketImportResult } from '@shared/contracts/market-import'
import { callApi } from '@client/app/call-api'
import { Alert, Button, Card, Spinner } from '@client/ui'
import * as form from '@client/ui/form.css'
import * as styles from './admin.css'

/** POST /api/admin/market-import: what was imported, or (imported: false) each refused line. */
function useMarketImport() {
  return useMutation({
    mutationFn: async (text: string) => (await callApi('POST /api/admin/market-import', { body: text })).data,
  })
}

/**
 * The markets' mirror from a JSON-lines file (the shape of `npm run import:market`): every line is
 * checked first and nothing is written while any is refused; the refused lines are listed.
 */
export function MarketImportCard() {
  const { t } = useLingui()
  const inputId = useId()
  const upload = useMarketImport()
  const [file, setFile] = useState<File | null>(null)
  const tooBig = file !== null && file.size > MARKET_IMPORT_MAX_BYTES
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!file || tooBig) return
    upload.mutate(await file.text())
  }
  const result = upload.data
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
          <Button type="submit" loading={upload.isPending} disabled={!file || tooBig || upload.isPending}>
            <Trans>Nhập</Trans>
          </Button>
        </div>
        {upload.isPending && (
          <p className={styles.muted}>
            {/* The spinner is the status announced while this runs. */}
            <Spinner size="sm" /> <Trans>Đang kiểm tra và ghi từng dòng…</Trans>
          </p>
        )}
        {upload.isError && <Alert variant="danger">{upload.error.message}</Alert>}
        {result && <ImportResult result={result} />}
      </form>
    </Card>
  )
}

function ImportResult({ result }: { result: MarketImportResult }) {
  const { lines, records, problem_count: problems } = result
  if (result.imported)
    return (
      <Alert variant="success">
        <Trans>
          Đã nhập {records} bản ghi từ {lines} dòng.
        </Trans>
      </Alert>
    )
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

function ProblemLine({ line, message }: { line: number; message: string }) {
  return (
    <Trans>
      Dòng {line}: {message}
    </Trans>
  )
}
