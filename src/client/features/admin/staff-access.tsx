import { createContext, useContext } from 'react'
import { rolesAllow, type StaffRole } from '@shared/staff/roles'

/**
 * The signed-in member's roles (GET /api/admin/me), for the console to show only their part: the
 * menu, the screens, the actions. The API refuses anything else anyway.
 */
const StaffRolesContext = createContext<readonly StaffRole[]>([])

export const StaffRolesProvider = StaffRolesContext.Provider

export const useStaffRoles = () => useContext(StaffRolesContext)

/** The member may do what these roles may (the owner always). */
export function useMay(...roles: StaffRole[]): boolean {
  return rolesAllow(useStaffRoles(), roles)
}
