import { Link, type LinkComponent, type LinkComponentProps } from '@tanstack/react-router'
import { screenOpens } from './console-screens'
import { useStaffRoles } from './staff-access'

function RoleLink(props: LinkComponentProps<'a'>) {
  const roles = useStaffRoles()
  if (typeof props.to === 'string' && !screenOpens(props.to, roles)) {
    const { children, className } = props
    return (
      <span className={typeof className === 'string' ? className : undefined}>
        {typeof children === 'function' ? children({ isActive: false }) : children}
      </span>
    )
  }
  return <Link {...props} />
}

/**
 * The console's links: the router's typed Link (`to="/admin/orders/$id" params={{ id }}`), and to a
 * screen the member's roles do not open, its text alone.
 */
export const ConsoleLink = RoleLink as LinkComponent<'a'>
