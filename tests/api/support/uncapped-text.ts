import type { z } from 'zod'

type Def = { type: string; [key: string]: unknown }
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def

/**
 * Every place in a schema where text is accepted without a length cap, by its dotted path
 * (`*` for array items and record values). Enums and literals are bounded by their values;
 * `any` and `unknown` accept text of any size, so they count as uncapped.
 */
export function uncappedText(schema: z.ZodType, path = ''): string[] {
  const def = defOf(schema)
  const inner = (child: unknown, at = path) => uncappedText(child as z.ZodType, at)
  const field = (name: string) => (path ? `${path}.${name}` : name)
  switch (def.type) {
    case 'string':
      return typeof (schema as z.ZodString).maxLength === 'number' ? [] : [path || '(text)']
    case 'any':
    case 'unknown':
      return [path || '(anything)']
    case 'object':
      return [
        ...Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([name, child]) => inner(child, field(name))),
        ...(def.catchall ? inner(def.catchall, field('*')) : []),
      ]
    case 'array':
      return inner(def.element, field('*'))
    case 'record':
      return [...inner(def.keyType, field('(key)')), ...inner(def.valueType, field('*'))]
    case 'tuple':
      return [
        ...(def.items as z.ZodType[]).flatMap((item, index) => inner(item, field(String(index)))),
        ...(def.rest ? inner(def.rest) : []),
      ]
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => inner(option))
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)]
    case 'pipe':
      // What is accepted is what the pipe's input accepts.
      return inner(def.in)
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'catch':
    case 'readonly':
      return inner(def.innerType)
    case 'lazy':
      return inner((def.getter as () => z.ZodType)())
    default:
      return []
  }
}
