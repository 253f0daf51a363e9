import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export type Certificate = { key: Buffer; cert: Buffer; certPath: string }

/** A P-256 certificate for 127.0.0.1 (one day), made with openssl in `directory` (cert.pem, key.pem). */
export function selfSignedCertificate(directory = mkdtempSync(join(tmpdir(), 'push-receiver-'))): Certificate {
  const [keyPath, certPath] = [join(directory, 'key.pem'), join(directory, 'cert.pem')]
  // biome-ignore format: one openssl option per pair reads better
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-keyout', keyPath, '-out', certPath, '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
  ], { stdio: 'ignore' })
  return readCertificate(directory)
}

export function readCertificate(directory: string): Certificate {
  const certPath = join(directory, 'cert.pem')
  return { key: readFileSync(join(directory, 'key.pem')), cert: readFileSync(certPath), certPath }
}
