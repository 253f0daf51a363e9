/**
 * The guide pages' content. Long texts are kept as typed content modules, one per language
 * (./vi, ./en, ./ja), rather than as Lingui messages: a page is dozens of paragraphs that
 * translators handle as documents, and only the reader's language is downloaded (each language
 * is its own lazily loaded chunk, precached by the service worker for offline reading). The
 * `GuideBook` type makes every language provide every guide; short interface labels around the
 * content (menus, buttons) stay Lingui messages.
 */
export const GUIDE_IDS = ['manual', 'newbie', 'price-list', 'service-price-table', 'question-and-answer', 'policy'] as const
export type GuideId = (typeof GUIDE_IDS)[number]

export type GuideBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[]; ordered?: boolean }
  /** Numbered steps with a title each (the six-step shopping guide). */
  | { type: 'steps'; steps: { title: string; text: string; items?: string[] }[] }
  | { type: 'table'; caption?: string; head: string[]; rows: string[][] }
  | { type: 'faq'; items: { question: string; answer: string }[] }
  | { type: 'note'; tone: 'info' | 'warning'; text: string }
  /** A call-to-action with the hotline (the shipping fee schedule is given by phone). */
  | { type: 'hotline'; text: string }
  /** The day's JPY → VND rate with a worked example, as the home page shows it. */
  | { type: 'rate'; text: string; exampleYen: number }
  /** The new-user guide's button to /register. */
  | { type: 'register'; text: string }

export type GuideSection = { id: string; title: string; blocks: GuideBlock[] }

export type Guide = {
  /** Short name for the side menu. */
  menuLabel: string
  title: string
  summary: string
  sections: GuideSection[]
  /** When the text was last reviewed (ISO date). */
  updated: string
}

export type GuideBook = Record<GuideId, Guide>
