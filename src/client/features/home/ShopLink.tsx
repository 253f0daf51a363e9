import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
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
