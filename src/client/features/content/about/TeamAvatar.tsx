/** A drawn portrait (head, hair, shoulders) in the member's colours: no photo to download. */
export function TeamAvatar({ hue, hair, className }: { hue: number; hair: string; className?: string }) {
  return (
    <svg viewBox="0 0 120 120" className={className} aria-hidden="true" focusable="false">
      <rect width="120" height="120" fill={`hsl(${hue} 70% 90%)`} />
      <path d="M18 120 Q20 84 60 82 Q100 84 102 120 Z" fill={`hsl(${hue} 45% 42%)`} />
      <rect x="50" y="66" width="20" height="20" rx="6" fill="#f1c7a5" />
      <ellipse cx="60" cy="52" rx="24" ry="27" fill="#f6d2b4" />
      <path d={hair} fill="#2b2118" />
      <circle cx="51" cy="54" r="2.6" fill="#2b2118" />
      <circle cx="69" cy="54" r="2.6" fill="#2b2118" />
      <path d="M52 66 Q60 72 68 66" stroke="#9a5b3c" strokeWidth="2.4" fill="none" strokeLinecap="round" />
    </svg>
  )
}

export const HAIR = {
  short: 'M35 50 Q34 22 60 22 Q86 22 85 50 Q80 34 60 34 Q42 34 35 50 Z',
  long: 'M33 78 Q28 20 60 20 Q92 20 87 78 Q84 46 78 38 Q64 32 48 36 Q38 46 33 78 Z',
  bob: 'M32 64 Q30 20 60 20 Q90 20 88 64 Q84 40 72 34 Q56 30 44 36 Q36 44 32 64 Z',
  side: 'M35 48 Q36 20 62 21 Q88 24 85 50 Q74 30 50 38 Q40 42 35 48 Z',
} as const
