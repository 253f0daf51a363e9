import { z } from 'zod/mini'
import { optionalText } from '@client/app/search-params'

/** /login: where to return after signing in (set by the protected-route guard). */
export const loginSearchSchema = z.object({ redirect: optionalText })
