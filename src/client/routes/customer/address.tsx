import { createFileRoute } from '@tanstack/react-router'
import { AddressBookPage } from '@client/features/addresses'

export const Route = createFileRoute('/customer/address')({
  component: AddressBookPage,
})
