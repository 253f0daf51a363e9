/** Staff who sign the demo posts. */
export const STAFF = { ha: 'Nguyễn Thu Hà', duc: 'Trần Minh Đức', yen: 'Lê Hoàng Yến' } as const
