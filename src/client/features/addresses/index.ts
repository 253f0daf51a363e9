/** The public surface of this feature: other modules and features import only from here. */
export { AddressBookPage } from './AddressBookPage'
export { AddressForm } from './AddressForm'
export { addressesQueryOptions, defaultAddress } from './address-query'
export { AddressCard, AddressPickerModal } from './AddressPickerModal'
