/**
 * A retail order body in the full shape the customer client sends (spec §7 create-retail-order): the
 * shipment address by id, air freight, yen, and one item per line. The server prices every line from
 * its source, so the prices here are placeholders.
 */
export function retailOrderBody(
  addressId: number,
  lines: { productId: number; quantity: number }[],
  extra: { note?: string; buyer_info?: Record<string, unknown> } = {},
) {
  return {
    order_info: {
      shipment_info: {
        address_id: addressId,
        consignee: '',
        address: '',
        tel: '',
        ward_id: '00001',
        note: '',
        sender_name: '',
        sender_tel: '',
      },
      shipment_method_id: 'air',
      note: extra.note ?? '',
      purchase_cost_currency_id: 'JPY',
      service_fee_currency_id: 'JPY',
      sales_organization_id: 'jp-sales',
      transport_organization_id: 'vn-transport',
    },
    items: lines.map(({ productId, quantity }) => ({
      price: 1,
      quantity,
      tax_percent: 10,
      product: { id: productId, name: 'x', image_url: '', initial_price: 1, price: 1, height: 0, weight: 0, width: 0, length: 0 },
    })),
    ...(extra.buyer_info ? { buyer_info: extra.buyer_info } : {}),
  }
}
