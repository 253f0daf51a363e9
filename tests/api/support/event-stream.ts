/** Reads a server-sent event stream: each `data:` of the named event, parsed, in order. */
export async function openEventStream(url: string, eventName: string) {
  const controller = new AbortController()
  const response = await fetch(url, { signal: controller.signal, headers: { accept: 'text/event-stream' } })
  if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`)
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  const queue: unknown[] = []
  const waiting: ((value: unknown) => void)[] = []
  let buffer = ''
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) return
        buffer += value
        let end = buffer.indexOf('\n\n')
        while (end >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const lines = block.split('\n')
          const data = lines.find((line) => line.startsWith('data: '))
          if (lines.includes(`event: ${eventName}`) && data) {
            const parsed = JSON.parse(data.slice(6))
            const next = waiting.shift()
            if (next) next(parsed)
            else queue.push(parsed)
          }
          end = buffer.indexOf('\n\n')
        }
      }
    } catch {
      // Aborted by close().
    }
  })()
  return {
    headers: response.headers,
    /** The next event (waits for it). */
    next: <T>() =>
      queue.length > 0
        ? Promise.resolve(queue.shift() as T)
        : new Promise<T>((resolve) => waiting.push(resolve as (value: unknown) => void)),
    close: () => controller.abort(),
  }
}
