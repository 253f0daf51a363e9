import type { Scope } from '@server/http/scopes'
import type { RoutePlugin } from '@server/http/types'
import type { Message } from '@server/i18n/define-messages'
import type { JobDefinitions } from '@server/jobs'

/** A scope's route plugins of one module: one, or several registered in the order given. */
type ScopeRoutes<Deps> = RoutePlugin<Deps> | readonly RoutePlugin<Deps>[]

/**
 * Everything a module adds to the app, exported once from its index.ts and named once in the
 * module list (modules/registry.ts), from which the route registry, the message catalogue, the
 * Drizzle schema and the job map are derived. Every part but the name is optional.
 */
export type ModuleManifest<Deps = never> = {
  /** The module's folder under src/server/modules. */
  name: string
  /** Its route plugins by scope (public, customer, staff: http/scopes.ts); a route's scope is decided here. */
  routes?: Partial<Record<Scope, ScopeRoutes<Deps>>>
  /** Its API messages in every interface language (its messages.ts). */
  messages?: Record<string, Message>
  /** Its Drizzle tables (`import * as tables from './tables'`). */
  tables?: Record<string, unknown>
  /** Its jobs: their definitions, and the handlers built from the ports of the graph they declare. */
  jobs?: { definitions: JobDefinitions; handlers: (deps: Deps) => object }
}

/** A module's manifest, its types kept exact: the list's derived catalogue, schema and jobs are typed from them. */
export function defineModule<const M extends ModuleManifest>(manifest: M): M {
  return manifest
}

export type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void ? I : never

/** The modules' messages, tables or job definitions, merged into one type. */
export type MessagesOf<M> = UnionToIntersection<M extends { messages: infer T } ? T : never>
export type TablesOf<M> = UnionToIntersection<M extends { tables: infer T } ? T : never>
export type JobsOf<M> = UnionToIntersection<M extends { jobs: { definitions: infer T } } ? T : never>
export type JobHandlersOf<M> = UnionToIntersection<M extends { jobs: { handlers: (deps: never) => infer T } } ? T : never>

const SCOPE_ORDER: readonly Scope[] = ['public', 'customer', 'staff', 'bankFeed']

export type ScopedRoutes<Deps> = { module: string; scope: Scope; routes: RoutePlugin<Deps> }

/**
 * Every module's route plugins, in registration order: the public ones, then the customer's, then the
 * staff's, each in the order of the module list. Called with the graph's type (app.ts), the type checker
 * holds each plugin's declared deps against it.
 */
export function scopedRoutes<Deps>(modules: readonly ModuleManifest<Deps>[]): ScopedRoutes<Deps>[] {
  return SCOPE_ORDER.flatMap((scope) =>
    modules.flatMap(({ name, routes }) => {
      const plugins = routes?.[scope]
      if (!plugins) return []
      return (Array.isArray(plugins) ? plugins : [plugins]).map((plugin: RoutePlugin<Deps>) => ({ module: name, scope, routes: plugin }))
    }),
  )
}

/** Merges the modules' parts of one kind; a name defined twice would silently replace another: refused at start. */
export function gatherParts<T>(kind: string, parts: readonly (Record<string, T> | undefined)[]): Record<string, T> {
  const all: Record<string, T> = {}
  for (const part of parts)
    for (const [key, value] of Object.entries(part ?? {})) {
      if (Object.hasOwn(all, key)) throw new Error(`${kind} "${key}" is defined twice`)
      all[key] = value
    }
  return all
}

/** Every module's job handlers, each built from the ports it declares of the graph given (job-handlers.ts). */
export function moduleJobHandlers<Deps>(modules: readonly Pick<ModuleManifest<Deps>, 'name' | 'jobs'>[], deps: Deps): object {
  return gatherParts(
    'Job handler',
    modules.map(({ jobs }) => jobs?.handlers(deps) as Record<string, unknown> | undefined),
  )
}
