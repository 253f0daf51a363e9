import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import linguiConfig from '../../lingui.config'

const repoRoot = resolve(import.meta.dirname, '../..')
const linguiCli = join(repoRoot, 'node_modules/@lingui/cli/dist/lingui.js')
const TRANSLATED_LOCALES = ['en', 'ja'] as const

type PoEntry = { msgid: string; msgstr: string }

/** Reads the quoted string that starts a PO keyword line and its continuation lines. */
function unquote(line: string): string {
  return JSON.parse(line.slice(line.indexOf('"')))
}

/** Minimal PO reader: active (non-obsolete) entries with their msgid and msgstr. */
function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = []
  let current: PoEntry | null = null
  let field: keyof PoEntry | null = null
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (line.startsWith('msgid ')) {
      current = { msgid: unquote(line), msgstr: '' }
      entries.push(current)
      field = 'msgid'
    } else if (line.startsWith('msgstr ') && current) {
      current.msgstr = unquote(line)
      field = 'msgstr'
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line)
    } else {
      field = null
    }
  }
  return entries.filter((entry) => entry.msgid !== '')
}

/**
 * Runs `lingui extract` into a temporary copy of the catalogues (the repository is left as is),
 * so a message added to the code without translations shows up as an empty msgstr.
 */
function extractIntoCopy(workDir: string): string {
  const catalogDir = join(workDir, 'locales')
  cpSync(join(repoRoot, 'locales'), catalogDir, { recursive: true })
  const config = {
    ...linguiConfig,
    rootDir: repoRoot,
    catalogs: linguiConfig.catalogs?.map((catalog) => ({
      ...catalog,
      path: join(catalogDir, '{locale}', basename(catalog.path)),
    })),
  }
  const configPath = join(workDir, 'lingui.config.json')
  writeFileSync(configPath, JSON.stringify(config))
  execFileSync(process.execPath, [linguiCli, 'extract', '--config', configPath, '--workers', '1'], {
    cwd: repoRoot,
    stdio: 'pipe',
    timeout: 25_000,
  })
  return catalogDir
}

describe('i18n catalogues', () => {
  let workDir = ''
  let catalogDir = ''

  beforeAll(() => {
    workDir = mkdtempSync(join(tmpdir(), 'lingui-check-'))
    catalogDir = extractIntoCopy(workDir)
  }, 30_000)

  afterAll(() => {
    if (workDir) rmSync(workDir, { recursive: true, force: true })
  })

  it('extracts the interface messages', () => {
    const source = parsePo(readFileSync(join(catalogDir, 'vi', 'messages.po'), 'utf8'))
    expect(source.length).toBeGreaterThan(50)
  })

  // Each catalogue of lingui.config.ts: the customer's (messages) and the staff console's (admin).
  const catalogues = (linguiConfig.catalogs ?? []).map((catalog) => basename(catalog.path))
  it.each(TRANSLATED_LOCALES.flatMap((locale) => catalogues.map((catalogue) => [locale, catalogue])))(
    'translates every message into %s (%s)',
    (locale, catalogue) => {
      const entries = parsePo(readFileSync(join(catalogDir, locale, `${catalogue}.po`), 'utf8'))
      const untranslated = entries.filter((entry) => entry.msgstr.trim() === '').map((entry) => entry.msgid)
      expect(untranslated).toEqual([])
    },
  )

  it('keeps the exact English texts the spec prescribes', () => {
    const english = parsePo(readFileSync(join(catalogDir, 'en', 'messages.po'), 'utf8')).map((entry) => entry.msgstr)
    expect(english).toEqual(
      expect.arrayContaining([
        'Oops! Page Not Found!',
        'The page you are looking for does not exist. It might have been moved or deleted.',
        'Monday-Friday 8.00 am - 5.30 pm, Saturday 8.00 am - 12 am',
        'Empty',
        'This page is coming soon',
      ]),
    )
  })
})
