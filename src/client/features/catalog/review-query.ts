import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  REVIEW_LIST_INCLUDES,
  REVIEW_SOURCE_LANGUAGE,
  type reviewListContract,
  type CreateReviewBody,
  type TranslateResult,
} from '@shared/contracts/catalog'
import { toQueryString } from '@shared/http/query-string'
import { callApi } from '@client/app/call-api'
import { currentLocale } from '@client/app/i18n'
import { PUBLIC_QUERY_META } from '@client/app/query-scope'
import { isProductDetailOf } from './product-detail-query'

/** How many of the latest reviews the product page lists. */
export const LATEST_REVIEWS_COUNT = 10

export const reviewKeys = {
  all: ['product-reviews'] as const,
  latest: (productId: number) => [...reviewKeys.all, productId, 'latest'] as const,
}

/** GET /api/product-reviews: the product's latest reviews with their reviewer, newest first. */
export function latestReviewsQueryOptions(productId: number) {
  const query = toQueryString<typeof reviewListContract>({
    filter: { product_id: productId },
    include: REVIEW_LIST_INCLUDES,
    sort: '-created_at',
    perPage: LATEST_REVIEWS_COUNT,
  })
  return queryOptions({
    queryKey: reviewKeys.latest(productId),
    queryFn: ({ signal }) => callApi('GET /api/product-reviews', { query, signal, waitForAuth: false }),
    staleTime: 60_000,
    meta: PUBLIC_QUERY_META,
  })
}

/** POST /api/product-reviews (signed in); then the list, the product's star and reviews_count are refetched. */
export function useCreateReview(productId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: Omit<CreateReviewBody, 'product_id'>) =>
      callApi('POST /api/product-reviews', { body: { ...body, product_id: productId } }),
    // Reviews are written online: a paused write would look like a posted review that is not there.
    networkMode: 'online',
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.latest(productId) }),
        queryClient.invalidateQueries({ predicate: isProductDetailOf(productId) }),
      ]),
  })
}

/** POST /api/translate: a review into the reader's language (source ja); failure answers the original text. */
export function translateReview(text: string): Promise<TranslateResult> {
  return callApi('POST /api/translate', {
    body: { text, target: currentLocale(), source: REVIEW_SOURCE_LANGUAGE },
    waitForAuth: false,
  })
}
