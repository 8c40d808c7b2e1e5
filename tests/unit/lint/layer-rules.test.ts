// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))
const eslint = new ESLint({ cwd: repoRoot })

/** A file that exists only for the linter: the rules judge it by where it claims to be. */
const featureFile = 'src/features/kanban/__lint_fixture__.tsx'
const componentFile = 'src/components/__lint_fixture__.tsx'
const appFile = 'src/app/__lint_fixture__.tsx'
const machineFile = 'machines/kanban/__lint_fixture__.ts'
const serviceFile = 'src/services/kanban/__lint_fixture__.ts'
const modelFile = 'models/__lint_fixture__.ts'
const mockFile = 'mocks/handlers/__lint_fixture__.ts'

/** The layering errors the repo's own ESLint config reports for `source` imported at `filePath`. */
async function layerErrors(filePath: string, source: string) {
  const code = `import * as imported from '${source}'\nexport const used = imported\n`
  return ruleErrors(filePath, code, 'import/no-restricted-paths')
}

/** The errors of rule `ruleId` for `code` at `filePath`. */
async function ruleErrors(filePath: string, code: string, ruleId: string) {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${filePath}` })
  return result!.messages.filter((message) => message.ruleId === ruleId)
}

// Each case loads the config and follows imports through real files; the machine may be busy.
describe('lint enforces the layers', { timeout: 120_000 }, () => {
  it.each([
    [featureFile, '@/services/http'],
    [componentFile, '@/services/http'],
    [appFile, '@/services/http'],
    [featureFile, 'ky'],
    [featureFile, '@/services/kanban/kanban-api'],
    [appFile, '@/services/search-api'],
  ])('keeps HTTP out of the views: %s may not import %s', async (filePath, source) => {
    expect(await layerErrors(filePath, source)).toHaveLength(1)
  })

  it.each([
    ['@/features/tickets/ticket-status'],
    ['../tickets/ticket-status'],
    ['@/app/routes/route-table'],
  ])('keeps each feature on its own: a feature may not import %s', async (source) => {
    expect(await layerErrors(featureFile, source)).toHaveLength(1)
  })

  it.each([['react'], ['react-dom'], ['@xstate/react'], ['@/services/toast'], ['@/app/app']])(
    'keeps the machines to decisions: a machine may not import %s',
    async (source) => {
      expect(await layerErrors(machineFile, source)).toHaveLength(1)
    },
  )

  it.each([
    [componentFile, '@/features/kanban/kanban.page'],
    [componentFile, '@/app/routes/route-table'],
    [serviceFile, '@/features/tickets/ticket-status'],
    [serviceFile, '@/app/app'],
    [modelFile, '@/features/kanban/kanban.page'],
    [modelFile, '@/services/toast'],
    [mockFile, '@/services/use-can'],
    [mockFile, '../../src/app/routes/route-table.ts'],
  ])('keeps the shared layers below the views: %s may not import %s', async (filePath, source) => {
    expect(await layerErrors(filePath, source)).toHaveLength(1)
  })

  it.each([
    [modelFile, 'react'],
    [modelFile, 'dexie'],
    [modelFile, 'dexie-react-hooks'],
    [modelFile, 'ky'],
    [machineFile, 'dexie'],
    [machineFile, 'ky'],
    [machineFile, 'dexie-react-hooks'],
  ])(
    'keeps models and machines off the platform: %s may not import %s',
    async (filePath, source) => {
      expect(await layerErrors(filePath, source)).toHaveLength(1)
    },
  )

  it.each([
    [modelFile, 'window.innerWidth'],
    [modelFile, 'document.title'],
    [modelFile, "localStorage.getItem('userData')"],
    [modelFile, 'indexedDB.open("chat-history")'],
    [machineFile, 'navigator.onLine'],
    [machineFile, 'globalThis.indexedDB'],
  ])('keeps the DOM out of models and machines: %s may not use %s', async (filePath, use) => {
    const code = `export const used = () => ${use}\n`
    const errors = [
      ...(await ruleErrors(filePath, code, 'no-restricted-globals')),
      ...(await ruleErrors(filePath, code, 'no-restricted-properties')),
    ]
    expect(errors).toHaveLength(1)
  })

  it.each([
    [modelFile, "new URL('https://example.com')"],
    [modelFile, 'new Intl.NumberFormat()'],
    [machineFile, 'setTimeout(() => undefined, 1)'],
  ])('lets models and machines use the language: %s may use %s', async (filePath, use) => {
    const code = `export const used = () => ${use}\n`
    expect(await ruleErrors(filePath, code, 'no-restricted-globals')).toEqual([])
  })

  it.each([
    [featureFile, '@/services/use-query'],
    [featureFile, '@/services/kanban/kanban-query'],
    [featureFile, './kanban-board'],
    [featureFile, '@/components/button'],
    [appFile, '@/features/kanban/kanban.page'],
    [machineFile, '@models/kanban/kanban'],
    [machineFile, './kanban.types'],
    [serviceFile, '@/components/button'],
    [serviceFile, '@models/kanban/kanban'],
    [modelFile, '@models/session/roles'],
    [modelFile, 'zod/mini'],
    [mockFile, '@models/session/abilities'],
  ])('lets the layers import downwards: %s may import %s', async (filePath, source) => {
    expect(await layerErrors(filePath, source)).toEqual([])
  })
})
