import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import type { Order } from '@shared/contracts/order'
import { callApi } from '@client/app/call-api'
import { AddressPickerModal, addressesQueryOptions } from '@client/features/addresses'
import { Alert, Button } from '@client/ui'
import { orderKeys } from './order-query'
import * as styles from './orders.css'

/**
 * An order without a delivery address (a lot won with an empty address book): the customer chooses
 * one from their book, or adds one, before they are asked to pay.
 */
export function ChooseOrderAddress({ order }: { order: Order }) {
  const [open, setOpen] = useState(false)
  const queryClient = useQueryClient()
  const addresses = useQuery(addressesQueryOptions())
  const choose = useMutation({
    mutationFn: async (addressId: number) =>
      (await callApi('PUT /api/orders/:id/address', { params: { id: order.id }, body: { address_id: addressId } })).data,
    onSuccess: (updated) => {
      setOpen(false)
      queryClient.setQueryData(orderKeys.detail(order.id), (shown: Order | undefined) => (shown ? { ...shown, ...updated } : updated))
      void queryClient.invalidateQueries({ queryKey: orderKeys.all })
    },
  })
  return (
    <Alert variant="warning">
      <p className={styles.note}>
        <Trans>Đơn hàng chưa có địa chỉ nhận hàng. Vui lòng chọn địa chỉ để thanh toán.</Trans>
      </p>
      {choose.isError && <p role="alert">{choose.error.message}</p>}
      <Button
        onClick={() => {
          // The book may have changed elsewhere since it was read (another tab, the address page).
          void addresses.refetch()
          setOpen(true)
        }}
        loading={choose.isPending}
        disabled={addresses.isPending}
      >
        <Trans>Chọn địa chỉ nhận hàng</Trans>
      </Button>
      <AddressPickerModal
        open={open}
        onOpenChange={setOpen}
        addresses={addresses.data ?? []}
        selectedId={undefined}
        onChoose={(id) => choose.mutate(id)}
      />
    </Alert>
  )
}
