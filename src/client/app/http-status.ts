import { isApiRequestError } from './api-client'

/**
 * The HTTP status of a page rendered on the server (src/client/entry-server.tsx sets the sink): a
 * screen that shows "not found" reports 404, so the page is answered with 404, not 200. In the
 * browser there is no answer to change and reporting does nothing.
 */
let reportStatus: (status: number) => void = () => {}

export function setHttpStatusSink(sink: (status: number) => void) {
  reportStatus = sink
}

/** Called while rendering a not-found screen (unknown route, shop or product). */
export function reportNotFound(): void {
  reportStatus(404)
}

/**
 * For a route loader's main query: an API answer of 404 makes the page's status 404 (its screen then
 * shows its not-found state). The loading itself is passed on unchanged.
 */
export function reportNotFoundOn404<T>(loading: Promise<T>): Promise<T> {
  return loading.catch((error: unknown) => {
    if (isApiRequestError(error) && error.status === 404) reportNotFound()
    throw error
  })
}
