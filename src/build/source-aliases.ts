import { fileURLToPath } from 'node:url'

const source = (area: string) => fileURLToPath(new URL(`../${area}`, import.meta.url))

/** Import aliases of src/ (also in tsconfig.json `paths`): Vite, Vitest and the SSR build resolve them from here. */
export const sourceAliases = {
  '@shared': source('shared'),
  '@client': source('client'),
  '@server': source('server'),
}
