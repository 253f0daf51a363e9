/** The public surface of this feature: other modules and features import only from here. */
export { CopyButton } from './CopyButton'
export { InvitationCodeCard } from './InvitationCodeCard'
export { UserInfoPage } from './UserInfoPage'
