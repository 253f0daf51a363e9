import { createServer } from 'node:net'

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** A base port with the next `count - 1` ports free too (the Auth emulator takes three). */
export async function freePortRange(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    // Below Linux's ephemeral range (32768 and up), which outgoing connections take ports from.
    const base = 20_000 + Math.floor(Math.random() * 12_000)
    const free = await Promise.all(Array.from({ length: count }, (_, i) => isFree(base + i)))
    if (free.every(Boolean)) return base
  }
  throw new Error('no free port range found')
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}
