import MagicString from 'magic-string'
import type { Plugin } from 'vite'

type AstNode = { type: string; start: number; end: number; [key: string]: unknown }

const FUNCTION_NODES = new Set([
  'FunctionExpression',
  'ArrowFunctionExpression',
  'FunctionDeclaration',
  'ClassExpression',
  'ClassDeclaration',
])

/** Whether an expression calls something when it is evaluated (calls inside functions run later, if ever). */
function hasCall(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false
  if (Array.isArray(node)) return node.some(hasCall)
  const astNode = node as AstNode
  if (typeof astNode.type !== 'string' || FUNCTION_NODES.has(astNode.type)) return false
  if (astNode.type === 'CallExpression' || astNode.type === 'NewExpression') return true
  return Object.entries(astNode).some(([key, value]) => key !== 'type' && key !== 'start' && key !== 'end' && hasCall(value))
}

/**
 * The zod contracts in src/shared are shared with the server; the PWA imports their constants,
 * helpers and types, never their schemas. To a bundler, `export const x = z.object(…)` is a call
 * that might have side effects, so every schema (and all of classic zod with them) stayed in the
 * client bundle of whoever imported a constant next to it. In the src/shared modules that import
 * zod, this client-build plugin wraps each top-level `const` initialiser that calls something in a
 * pure-annotated arrow (`/* @__PURE__ *\/ (() => z.object(…))()`) and marks the module free of side
 * effects: schemas nobody uses then drop out, constants and functions stay. Function bodies are
 * untouched. The server and the tests run the sources as they are.
 */
export function pureSharedSchemas(): Plugin {
  return {
    name: 'storefront:pure-shared-schemas',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/\/src\/shared\/.+\.ts$/.test(id) || !/from\s*["']zod["']/.test(code)) return null
      const program = this.parse(code) as unknown as { body: AstNode[] }
      const output = new MagicString(code)
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as AstNode | null) : statement
        if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue
        for (const { init } of declaration.declarations as { init: AstNode | null }[]) {
          if (!init || !hasCall(init)) continue
          output.appendLeft(init.start, '/* @__PURE__ */ (() => (')
          output.appendRight(init.end, '))()')
        }
      }
      return { code: output.toString(), map: output.generateMap({ hires: true }), moduleSideEffects: false }
    },
  }
}
