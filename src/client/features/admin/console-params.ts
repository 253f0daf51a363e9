import { notFound } from '@tanstack/react-router'

/**
 * An id in a console path (/admin/orders/1001): a positive whole number of at most nine digits, else
 * the console's not-found page. The routes' params.parse (in every first load, with the route tree).
 */
export const consoleIdParams = {
  parse: ({ id }: { id: string }) => {
    if (!/^[1-9]\d{0,8}$/.test(id)) throw notFound()
    return { id: Number(id) }
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
}
