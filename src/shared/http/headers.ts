/**
 * Headers every API request carries (spec §7): language, JSON accept,
 * organisation scope and the identity token.
 */
export const HEADER_LANGUAGE = 'accept-language'
export const HEADER_ORGANIZATION = 'x-organization'
export const HEADER_AUTHORIZATION = 'authorization'

/** The organisation scope of this storefront: the Vietnamese retail unit. */
export const DEFAULT_ORGANIZATION = 'vn-retail'
export const ORGANIZATIONS = ['vn-retail'] as const
