import { useState, type FormEvent } from 'react'

/**
 * The state every auth form keeps: busy while the provider answers, and its failure — which goes once the
 * customer changes the form, or the browser refuses the next attempt itself.
 */
export function useAuthSubmit(run: () => Promise<void>) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const clearError = () => setError(null)
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    setBusy(true)
    try {
      await run()
    } catch (failure) {
      setError(failure)
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, setError, form: { onSubmit, onInput: clearError } }
}
