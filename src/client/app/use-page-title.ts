import { useEffect } from 'react'
import { PRODUCT_NAME } from '@shared/ui/constants'

/** Page title = route title + ' | ' + product name (spec §2). */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME
  }, [title])
}
