/** Every module's tables, gathered for Drizzle and its migrations. Modules own their tables. */
export * from '../modules/shops/tables'
export * from '../modules/rates/tables'
export * from '../modules/users/tables'
export * from '../modules/geo/tables'
export * from '../modules/orders/tables'
export * from '../modules/logistics/tables'
export * from '../modules/catalog/tables'
