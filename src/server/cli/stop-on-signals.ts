/** Runs `stop` once, on the first SIGINT (Ctrl-C) or SIGTERM, then ends the process. */
export function stopOnSignals(stop: () => Promise<void>) {
  let stopping = false
  const onSignal = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: stopping…`)
    stop().then(
      () => process.exit(0),
      (error) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', () => onSignal('SIGINT'))
  process.on('SIGTERM', () => onSignal('SIGTERM'))
}
