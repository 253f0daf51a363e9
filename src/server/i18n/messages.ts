import type { Locale } from '@shared/i18n/locales'
import { commonMessages } from './common-messages'
import type { Message } from './define-messages'

export type { Message }

/**
 * Every module's messages, by type. The module list (modules/registry.ts) fills this in by declaration
 * merging and hands its gathered catalogue over when it loads (useModuleMessages): modules name
 * MessageKey and call translate without importing the list, which imports them.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging in modules/registry.ts
export interface ModuleMessages {}

type Catalogue = typeof commonMessages & ModuleMessages

const catalogue: Record<string, Message> = { ...commonMessages }

/** Every message the API answers with: the HTTP layer's and each module's. */
export const messages = catalogue as unknown as Catalogue

export type MessageKey = keyof Catalogue

/** The module list's catalogue joins the HTTP layer's; a key defined twice is refused at start. */
export function useModuleMessages(moduleMessages: Record<string, Message>): void {
  for (const [key, message] of Object.entries(moduleMessages)) {
    if (Object.hasOwn(catalogue, key) && catalogue[key] !== message) throw new Error(`Server message "${key}" is defined twice`)
    catalogue[key] = message
  }
}

export function translate(locale: Locale, key: MessageKey, params: Record<string, string> = {}): string {
  const message: Message | undefined = catalogue[key]
  if (!message) throw new Error(`Server message "${key}" is unknown: is the module list (modules/registry.ts) loaded?`)
  return message[locale].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '')
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages, value)
}
