/** The brand mark: a rising sun over a parcel, drawn inline so it needs no request. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" style={{ flex: 'none' }}>
      <rect width="32" height="32" rx="8" fill="#c62828" />
      <circle cx="16" cy="13" r="6" fill="#ffffff" />
      <path d="M6 22h20v4H6z" fill="#ffd54f" />
    </svg>
  )
}
