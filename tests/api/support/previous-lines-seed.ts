import { sql } from 'drizzle-orm'
import type { Database } from '@server/db/client'

/**
 * Rows written with SQL of the shape before migration 0009 (cart_items keyed by an integer
 * product_id, order_items.product_id integer): two own shops, five products, one customer with
 * a cart of six lines (two added in the same instant, one whose product is gone) and two orders
 * (one holding a product that has left the catalogue), a box and a warehouse notification.
 * The migration test reads the API on it before and after the migration.
 */
export const PREVIOUS_CUSTOMER_ID = 900001
export const PREVIOUS_ORDER_IDS = [1001, 1002] as const

export async function seedPreviousLines(db: Database, customer: { uid: string; email: string }): Promise<void> {
  const statements = [
    sql`insert into shops (id, name, path, can_buy_more, kind, is_auction, colour, position) values
      (390, 'ikom', 'ikom', true, 'internal', false, '#0b6e4f', 1),
      (458, 'awond', 'awond', true, 'internal', false, '#7a4b00', 2)`,
    sql`insert into order_statuses (id, code, name) values (1, '1', 'Mới tạo'), (4, '4', 'Đã về kho')`,
    sql`insert into shipment_methods (id, name) values ('air', 'Đường hàng không'), ('sea', 'Đường biển')`,
    sql`insert into products (id, supplier_id, sku, name, price, initial_price, image_url, weight_grams, tax_percent, sale_status) values
      (7, 390, 'MIG-7', 'Trà xanh Uji', 1200, 1500, '/media/products/MIG-7-1.svg', 300, 10, 'on_sale'),
      (12, 390, 'MIG-12', 'Bánh Tokyo Banana', 800, 800, '/media/products/MIG-12-1.svg', null, 10, 'on_sale'),
      (8, 390, 'MIG-8', 'Son môi đỏ', 2000, 2400, '/media/products/MIG-8-1.svg', 50, 10, 'sold_out'),
      (30, 458, 'MIG-30', 'Kem chống nắng', 1650, 2000, '/media/products/MIG-30-1.svg', 120, 10, 'on_sale'),
      (31, 458, 'MIG-31', 'Nồi cơm điện', 0, 0, '/media/products/MIG-31-1.svg', 4000, 10, 'coming_soon')`,
    sql`insert into users (id, firebase_uid, email, name) values (${PREVIOUS_CUSTOMER_ID}, ${customer.uid}, ${customer.email}, 'Trần Thị Bình')`,
    sql`insert into cart_items (user_id, product_id, shop_id, quantity, created_at, updated_at) values
      (${PREVIOUS_CUSTOMER_ID}, 12, 390, 2, '2026-01-05T10:00:00Z', '2026-01-05T10:00:00Z'),
      (${PREVIOUS_CUSTOMER_ID}, 7, 390, 1, '2026-01-05T10:00:00Z', '2026-01-05T10:00:00Z'),
      (${PREVIOUS_CUSTOMER_ID}, 30, 458, 3, '2026-01-05T10:01:00Z', '2026-01-05T10:05:00Z'),
      (${PREVIOUS_CUSTOMER_ID}, 8, 390, 1, '2026-01-05T10:02:00Z', '2026-01-05T10:02:00Z'),
      (${PREVIOUS_CUSTOMER_ID}, 31, 458, 1, '2026-01-05T10:03:00Z', '2026-01-05T10:03:00Z'),
      (${PREVIOUS_CUSTOMER_ID}, 99, 390, 1, '2026-01-05T10:04:00Z', '2026-01-05T10:04:00Z')`,
    sql`insert into orders (id, customer_id, idempotency_key, request_hash, status_id, shop_id, shipment_method_id, note,
        purchase_cost, service_fee, service_fee_currency_id, payment_rate, estimated_freight_charge, freight_discount, total_payment,
        sales_organization_id, transport_organization_id, address_id, consignee, full_address, tel, ward_id, shipment_note,
        sender_name, sender_tel, buyer_info, created_at, updated_at) values
      (1001, ${PREVIOUS_CUSTOMER_ID}, 'migration-key-1001', 'hash-1001', 1, 390, 'sea', 'Gói cẩn thận',
        3520, 0, 'JPY', 172.5, 80000, 0, 607200,
        'jp-sales', 'vn-transport', null, 'Trần Thị Bình', '8 Hàng Bài, Phường Phúc Xá, Quận Ba Đình, Thành phố Hà Nội', '0912345678', '00001', '',
        '', '', '{"name":"Bình","price":0}', '2026-01-02T08:00:00Z', '2026-01-02T08:00:00Z'),
      (1002, ${PREVIOUS_CUSTOMER_ID}, 'migration-key-1002', 'hash-1002', 4, 458, 'air', '',
        4895, 500, 'JPY', 172.5, 220000, 20000, 930638,
        'jp-sales', 'vn-transport', null, 'Trần Thị Bình', '8 Hàng Bài, Phường Phúc Xá, Quận Ba Đình, Thành phố Hà Nội', '0912345678', '00001', 'Gọi trước',
        'Lan', '0900000000', null, '2026-01-03T08:00:00Z', '2026-01-04T08:00:00Z')`,
    sql`insert into order_items (id, order_id, product_id, position, name, image_url, quantity, price, tax_percent, price_with_tax, balance, currency_id, note) values
      (5001, 1001, 7, 0, 'Trà xanh Uji (as ordered)', '/media/products/MIG-7-1.svg', 2, 1200, 10, 1320, 2640, 'JPY', ''),
      (5002, 1001, 12, 1, 'Bánh Tokyo Banana', '/media/products/MIG-12-1.svg', 1, 800, 10, 880, 880, 'JPY', ''),
      (5003, 1002, 97, 0, 'Mặt nạ giấy (đã ngừng bán)', '/media/products/MIG-97-1.svg', 2, 1000, 10, 1100, 2200, 'JPY', 'hộp xanh'),
      (5004, 1002, 30, 1, 'Kem chống nắng', '/media/products/MIG-30-1.svg', 1, 1650, 10, 1815, 1815, 'JPY', '')`,
    sql`insert into owning_boxes (id, order_id, box_id, created_at) values (7001, 1002, 'BOX-0001', '2026-01-04T08:00:00Z')`,
    sql`insert into box_notifications (id, owning_box_id, content, created_at) values
      (8001, 7001, '{"shipping":{"note":"Giao cho đối tác"}}', '2026-01-04T09:00:00Z')`,
  ]
  for (const statement of statements) await db.execute(statement)
}
