import { z } from 'zod'

/**
 * The querystring schema of a list route: any string values; parseListQuery then checks
 * them against the resource's allow-list and turns them into typed values.
 */
export const listQuerystringSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]))
