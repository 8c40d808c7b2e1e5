import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseAst } from 'vite'

/** What the route table says of one route: its path, the modules it loads and who may open it. */
export interface RouteSource {
  path: string
  /** The paths it shows beyond `path` (`/apps/user/view/:id?/:tab?`), if it has a pattern. */
  pattern?: string
  /** The specifier its `load` imports: the page. */
  page: string
  /** The specifier its `prefetch` imports, if it has one. */
  prefetch?: string
  /** Its `access` rule; none means every signed-in user (route-access.ts). */
  access?: { action: string; subject: string }
  /** The translation namespaces its page loads with its code, if any. */
  namespaces?: string[]
}

type Node = { type: string; [key: string]: unknown }

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

/** The string of a literal node, or undefined. */
function stringOf(node: unknown): string | undefined {
  return isNode(node) && node.type === 'Literal' && typeof node.value === 'string'
    ? node.value
    : undefined
}

/** The first `import('…')` with a literal specifier anywhere under `node`. */
function importedBy(node: unknown): string | undefined {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = importedBy(child)
      if (found) return found
    }
    return undefined
  }
  if (!isNode(node)) return undefined
  if (node.type === 'ImportExpression') return stringOf(node.source)
  for (const [key, child] of Object.entries(node)) {
    if (key === 'type') continue
    const found = importedBy(child)
    if (found) return found
  }
  return undefined
}

/** The properties of an object literal by name. */
function propertiesOf(node: Node): Map<string, unknown> {
  const properties = new Map<string, unknown>()
  for (const property of (node.properties as unknown[]) ?? []) {
    if (!isNode(property) || property.type !== 'Property' || !isNode(property.key)) continue
    const key = property.key
    const name = key.type === 'Identifier' ? (key.name as string) : stringOf(key)
    if (name) properties.set(name, property.value)
  }
  return properties
}

/** The `const name = init` declarations at the top level of the module, exported or not. */
function topLevelConstants(program: Node): { name: string; init: unknown }[] {
  const constants: { name: string; init: unknown }[] = []
  for (const statement of program.body as Node[]) {
    const declaration = isNode(statement.declaration) ? statement.declaration : statement
    if (declaration.type !== 'VariableDeclaration') continue
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id
      if (isNode(id) && id.type === 'Identifier')
        constants.push({ name: id.name as string, init: declarator.init })
    }
  }
  return constants
}

/** The top-level `const name = { action: '…', subject: '…' }` rules of the module. */
function rulesDeclared(program: Node): Map<string, { action: string; subject: string }> {
  const rules = new Map<string, { action: string; subject: string }>()
  for (const { name, init } of topLevelConstants(program)) {
    if (!isNode(init) || init.type !== 'ObjectExpression') continue
    const properties = propertiesOf(init)
    const action = stringOf(properties.get('action'))
    const subject = stringOf(properties.get('subject'))
    if (action && subject) rules.set(name, { action, subject })
  }
  return rules
}

/**
 * Reads the route table's source (src/app/routes/route-table.ts) for the build: each route written
 * as an object literal in `routeTable`, with its path and pattern, the specifiers its `load` and
 * `prefetch` import, its `access` rule (a constant of the module) and its translation namespaces. Routes spread in from a helper (the
 * template's authentication pages, blank pages for visitors) and guest-only routes are left out:
 * a signed-in user never lands on them first. Throws when the table is not found, so that a
 * rewrite of the table fails the build instead of silently preloading nothing.
 */
export function routeTableSource(code: string): RouteSource[] {
  const program = parseAst(code, { lang: 'ts' }) as unknown as Node
  const rules = rulesDeclared(program)
  const table = topLevelConstants(program).find(
    ({ name, init }) => name === 'routeTable' && isNode(init) && init.type === 'ArrayExpression',
  )?.init as Node | undefined
  if (!table) throw new Error('route-table-source: no `routeTable = [...]` in the route table')

  const routes: RouteSource[] = []
  for (const element of table.elements as unknown[]) {
    if (!isNode(element) || element.type !== 'ObjectExpression') continue
    const properties = propertiesOf(element)
    const path = stringOf(properties.get('path'))
    const page = importedBy(properties.get('load'))
    if (!path || !page) throw new Error('route-table-source: a route without a path or a page')
    if (isNode(properties.get('guestOnly'))) continue
    const pattern = stringOf(properties.get('pattern'))
    const prefetch = importedBy(properties.get('prefetch'))
    const accessNode = properties.get('access')
    const access =
      isNode(accessNode) && accessNode.type === 'Identifier'
        ? rules.get(accessNode.name as string)
        : undefined
    if (accessNode !== undefined && !access)
      throw new Error(`route-table-source: the access rule of ${path} is not a constant rule`)
    const namespacesNode = properties.get('namespaces')
    const namespaces =
      isNode(namespacesNode) && namespacesNode.type === 'ArrayExpression'
        ? (namespacesNode.elements as unknown[]).map(stringOf)
        : undefined
    if (namespacesNode !== undefined && (!namespaces || namespaces.some((name) => !name)))
      throw new Error(`route-table-source: the namespaces of ${path} are not a list of strings`)
    routes.push({
      path,
      ...(pattern && { pattern }),
      page,
      ...(prefetch && { prefetch }),
      ...(access && { access }),
      ...(namespaces && { namespaces: namespaces as string[] }),
    })
  }
  return routes
}

/**
 * Where the app's route table is. Not `new URL(path, import.meta.url)`: Vite rewrites that form into
 * an asset address when it serves this module to a test in a browser-like environment.
 */
export const routeTableFile = () =>
  resolve(dirname(fileURLToPath(import.meta.url)), '../src/app/routes/route-table.ts')

/** The routes of the app's route table, read from its source. */
export const readRouteTable = (): RouteSource[] =>
  routeTableSource(readFileSync(routeTableFile(), 'utf8'))
