import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { StaffAccount } from '@shared/contracts/staff'
import { STAFF_ROLES, type StaffRole } from '@shared/staff/roles'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Button, Card, EmptyState, Spinner, useToast } from '@client/ui'
import * as form from '@client/ui/form.css'
import * as styles from './admin.css'
import { useStaffRoleLabels } from './staff-role-labels'
import { staffMembersQueryOptions, useRemoveStaff, useSetStaffRoles } from './staff-query'

/**
 * /admin/staff (owner): every staff member and their roles; change a member's roles or remove them
 * (each audited; it applies to their next request within a minute). New members are added with
 * `npm run admin -- staff add <email> --role …` once they have signed up.
 */
export function StaffPage() {
  const { t } = useLingui()
  usePageTitle(t`Nhân viên`)
  const members = useQuery(staffMembersQueryOptions())
  return (
    <section className={form.page} aria-labelledby="staff-title">
      <h1 id="staff-title" className={form.title}>
        <Trans>Nhân viên</Trans>
      </h1>
      <p className={styles.muted}>
        <Trans>
          Thay đổi có hiệu lực trong vòng một phút. Thêm nhân viên mới (đã đăng ký tài khoản) bằng lệnh npm run admin -- staff add.
        </Trans>
      </p>
      {members.isPending ? (
        <Spinner />
      ) : members.isError ? (
        <Alert variant="danger">{members.error.message}</Alert>
      ) : members.data.length === 0 ? (
        <Card>
          <EmptyState />
        </Card>
      ) : (
        members.data.map((member) => <MemberCard key={member.uid} member={member} />)
      )}
    </section>
  )
}

function MemberCard({ member }: { member: StaffAccount }) {
  const { t } = useLingui()
  const toast = useToast()
  const labels = useStaffRoleLabels()
  const save = useSetStaffRoles()
  const remove = useRemoveStaff()
  const [roles, setRoles] = useState<StaffRole[]>(member.roles)
  const [confirming, setConfirming] = useState(false)
  const who = member.email ?? member.name ?? member.uid
  const changed = roles.length !== member.roles.length || roles.some((role) => !member.roles.includes(role))
  const toggle = (role: StaffRole) =>
    setRoles((current) =>
      current.includes(role) ? current.filter((held) => held !== role) : STAFF_ROLES.filter((r) => r === role || current.includes(r)),
    )
  const error = save.error ?? remove.error
  return (
    <Card className={styles.stack}>
      <section className={styles.stack} aria-label={who}>
        <h2 className={form.sectionTitle}>{who}</h2>
        <p className={styles.muted}>
          <Trans>Vai trò hiện tại: {member.roles.map((role) => labels[role]).join(', ')}</Trans>
          {member.disabled && (
            <>
              {' · '}
              <Trans>Tài khoản bị khoá</Trans>
            </>
          )}
        </p>
        <fieldset className={styles.row}>
          <legend className={form.label}>
            <Trans>Vai trò</Trans>
          </legend>
          {STAFF_ROLES.map((role) => (
            <label key={role} className={form.checkbox}>
              <input type="checkbox" checked={roles.includes(role)} onChange={() => toggle(role)} />
              {labels[role]}
            </label>
          ))}
        </fieldset>
        {confirming ? (
          <div className={styles.stack} role="group" aria-label={t`Xác nhận xoá nhân viên`}>
            <p>
              <Trans>Xoá {who} khỏi nhân viên? Họ sẽ không vào được bảng điều khiển nữa.</Trans>
            </p>
            <div className={styles.row}>
              <Button
                variant="danger"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(member.uid, { onSuccess: () => toast.show(t`Đã xoá ${who} khỏi nhân viên`, { variant: 'success' }) })
                }
              >
                <Trans>Xoá</Trans>
              </Button>
              <Button variant="outline" disabled={remove.isPending} onClick={() => setConfirming(false)}>
                <Trans>Huỷ</Trans>
              </Button>
            </div>
          </div>
        ) : (
          <div className={styles.row}>
            <Button
              disabled={!changed || roles.length === 0}
              loading={save.isPending}
              onClick={() =>
                save.mutate(
                  { uid: member.uid, roles },
                  { onSuccess: () => toast.show(t`Đã lưu vai trò của ${who}`, { variant: 'success' }) },
                )
              }
            >
              <Trans>Lưu vai trò</Trans>
            </Button>
            <Button variant="outline" onClick={() => setConfirming(true)}>
              <Trans>Xoá khỏi nhân viên</Trans>
            </Button>
          </div>
        )}
        {error && <Alert variant="danger">{error.message}</Alert>}
      </section>
    </Card>
  )
}
