/** A customer as the console names them: name, e-mail and phone as known, else their number. */
export const customerName = (customer: { id: number; name: string | null; email: string | null; tel: string | null }) =>
  [customer.name, customer.email, customer.tel].filter(Boolean).join(' · ') || `#${customer.id}`
