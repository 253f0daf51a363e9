import type { AuditActor } from '@shared/contracts/admin/audit'
import type { StaffAccount } from '@shared/contracts/staff'
import type { StaffRole } from '@shared/staff/roles'
import type { Database } from '@server/db/client'
import { AppError } from '@server/http/app-error'
import type { StaffDirectory } from '@server/identity/staff-directory'
import { auditedWrite } from '@server/modules/audit'

/**
 * The owner's staff screen: members' roles changed or members removed, each audited old → new. The
 * claims are written inside the audit's transaction, last: a refused claim write leaves no entry. An
 * owner never drops their own owner role nor removes themselves (someone must be able to undo).
 */
export async function setMemberRoles(
  db: Database,
  directory: StaffDirectory,
  actor: AuditActor,
  uid: string,
  roles: readonly StaffRole[],
): Promise<StaffAccount> {
  const member = await existingMember(directory, uid)
  if (uid === actor.uid && !roles.includes('owner')) throw new AppError(422, 'staffOwnerSelf', {}, { roles: ['staffOwnerSelf'] })
  if (sameRoles(member.roles, roles)) return member
  return auditedWrite(db, actor, async () => {
    const changed = await directory.setRoles(uid, roles)
    return {
      result: changed,
      audit: {
        action: 'staff.roles',
        subjectType: 'staff_member',
        subjectId: uid,
        before: { email: member.email, roles: member.roles },
        after: { email: changed.email, roles: changed.roles },
      },
    }
  })
}

export async function removeMember(db: Database, directory: StaffDirectory, actor: AuditActor, uid: string): Promise<void> {
  if (uid === actor.uid) throw new AppError(422, 'staffOwnerSelf')
  const member = await existingMember(directory, uid)
  await auditedWrite(db, actor, async () => {
    await directory.setRoles(uid, [])
    return {
      result: null,
      audit: {
        action: 'staff.remove',
        subjectType: 'staff_member',
        subjectId: uid,
        before: { email: member.email, roles: member.roles },
        after: null,
      },
    }
  })
}

async function existingMember(directory: StaffDirectory, uid: string): Promise<StaffAccount> {
  const member = await directory.find(uid)
  if (!member) throw new AppError(404, 'staffMemberNotFound')
  return member
}

const sameRoles = (a: readonly StaffRole[], b: readonly StaffRole[]) => a.length === b.length && a.every((role) => b.includes(role))
