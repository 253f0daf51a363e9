import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { productPath } from '@shared/catalog/product-path'
import { HrefLink } from '@client/app/HrefLink'
import { shopTarget } from './shop-links'

type ShopLinkProps = { shopId: number; className?: string; children: ReactNode; 'aria-label'?: string }

/** Link to a shop's product list: /products/{path} for own shops, the shop home for markets. */
export function ShopLink({ shopId, children, ...rest }: ShopLinkProps) {
  const target = shopTarget(shopId)
  if (target.internal) {
    return (
      <Link to="/products/$shopId" params={{ shopId: target.path }} {...rest}>
        {children}
      </Link>
    )
  }
  return (
    <Link to="/other-market/home/$shopId" params={{ shopId: target.shopId }} {...rest}>
      {children}
    </Link>
  )
}

type ProductLinkProps = ShopLinkProps & { productId: number | string }

/** Link to a product page, by the one path rule (src/shared/catalog/product-path.ts). */
export function ProductLink({ shopId, productId, children, ...rest }: ProductLinkProps) {
  return (
    <HrefLink href={productPath(shopId, String(productId))} {...rest}>
      {children}
    </HrefLink>
  )
}
