import { useLingui } from '@lingui/react/macro'
import type { StaffRole } from '@shared/staff/roles'

/** What each staff role is called in the console. */
export function useStaffRoleLabels(): Record<StaffRole, string> {
  const { t } = useLingui()
  return {
    owner: t`Chủ cửa hàng`,
    finance: t`Tài chính`,
    warehouse: t`Kho`,
    support: t`Hỗ trợ khách`,
    content: t`Nội dung`,
    auctions: t`Đấu giá`,
  }
}

export function StaffRoleNames({ roles }: { roles: readonly StaffRole[] }) {
  const labels = useStaffRoleLabels()
  return <>{roles.map((role) => labels[role]).join(', ')}</>
}
