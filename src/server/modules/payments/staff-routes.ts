import {
  BANK_STATEMENT_FILE_FIELD,
  BANK_STATEMENT_MAX_BYTES,
  assignTransferBodySchema,
  bankStatementImportResponseSchema,
  bankTransferListContract,
  bankTransferListSchema,
  bankTransferResponseSchema,
  returnTransferBodySchema,
} from '@shared/contracts/payments'
import { idParamsSchema } from '@shared/contracts/fields'
import { AppError } from '@server/http/app-error'
import { listQuerySchema } from '@server/http/list-query'
import { readMultipartForm, registerMultipart } from '@server/http/multipart'
import { errorResponses, staffOnly } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { staffActor } from '@server/modules/audit'
import type { Notifier } from '@server/modules/notifications'
import { readStatement } from './statement'
import { importBankStatement } from './statement-import'
import { assignTransfer, listTransfers, returnTransfer } from './transfers'

const tags = ['admin']
const errors = errorResponses(404, 409, 422)

/** Staff scope (under /api/admin): the bank transfers the feed reported, and the queue of those naming no known order. */
export type PaymentStaffRouteDeps = { notifier: Notifier }

export async function paymentStaffRoutes(app: App, { notifier }: PaymentStaffRouteDeps) {
  // Scoped to this plugin: only the statement upload accepts a multipart body.
  await registerMultipart(app)

  app.post(
    '/bank-transfers/import',
    {
      config: staffOnly('finance'),
      schema: {
        tags,
        summary:
          'Import a bank statement (multipart, the CSV file as `statement`; README: Bank statement import): each row matched as the bank feed does, known bank references skipped; any bad row refuses the file; audited',
        response: { 200: bankStatementImportResponseSchema, ...errorResponses(400, 413, 422) },
      },
    },
    async (request) => {
      const form = await readMultipartForm(
        request,
        { files: 1, fields: 0, parts: 1, fieldSize: 0, fileSize: BANK_STATEMENT_MAX_BYTES },
        () =>
          new AppError(
            413,
            'statementTooLarge',
            { max: `${Math.floor(BANK_STATEMENT_MAX_BYTES / 1000)} KB` },
            { statement: ['statementTooLarge'] },
          ),
      )
      const file = form.files.get(BANK_STATEMENT_FILE_FIELD)
      if (!file) throw new AppError(400, 'statementRequired', {}, { statement: ['statementRequired'] })
      const rows = readStatement(file)
      const deps = { notifier, accountNumber: app.config.BANK_ACCOUNT_NUMBER }
      return { data: await importBankStatement(app.db, staffActor(request), deps, rows, app.clock.now()) }
    },
  )

  app.get(
    '/bank-transfers',
    {
      config: staffOnly('finance'),
      schema: {
        tags,
        summary: 'Bank transfers, newest first; filter[status]=unmatched is the “Transfers to match” queue',
        querystring: listQuerySchema(bankTransferListContract),
        response: { 200: bankTransferListSchema },
      },
    },
    async (request) => {
      const { filter, page, perPage } = request.query
      return listTransfers(app.db, { status: filter.status, page, perPage })
    },
  )

  app.post(
    '/bank-transfers/:id/assign',
    {
      config: staffOnly('finance'),
      schema: {
        tags,
        summary: 'Give a queued transfer its order (credited and applied as the feed would) or its customer (wallet only); audited',
        params: idParamsSchema,
        body: assignTransferBodySchema,
        response: { 200: bankTransferResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await assignTransfer(app.db, staffActor(request), notifier, request.params.id, request.body, app.clock.now()),
    }),
  )

  app.post(
    '/bank-transfers/:id/return',
    {
      config: staffOnly('finance'),
      schema: {
        tags,
        summary: 'Mark a queued transfer as sent back to the payer, with a note; audited',
        params: idParamsSchema,
        body: returnTransferBodySchema,
        response: { 200: bankTransferResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await returnTransfer(app.db, staffActor(request), request.params.id, request.body.note, app.clock.now()),
    }),
  )
}
