import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import prettier from 'eslint-config-prettier'
import globals from 'globals'
import { readdirSync } from 'node:fs'

const repoRoot = import.meta.dirname

/** Where the views live: React pages, components and hooks. */
const views = ['src/features', 'src/components', 'src/app']
const features = readdirSync(`${repoRoot}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** Packages that tie code to React, HTTP or IndexedDB: models and machines import none of them. */
const platformPackages = [
  'react',
  'react-dom',
  '@xstate/react',
  'dexie-react-hooks',
  'react-i18next',
  'wouter',
  'primereact',
  'ky',
  'dexie',
  'fake-indexeddb',
]

/**
 * The browser's own globals (the DOM, storage, IndexedDB), which models and machines never touch:
 * those of `globals.browser` that Node does not have, plus the browser I/O that Node has too.
 */
const browserOnlyGlobals = Object.keys(globals.browser).filter(
  (name) => !(name in globals.node) && !(name in globals.builtin),
)
const platformGlobals = [
  ...browserOnlyGlobals,
  'navigator',
  'localStorage',
  'sessionStorage',
  'Storage',
  'fetch',
  'BroadcastChannel',
  'WebSocket',
]

/**
 * The layers of ARCHITECTURE.md, as import/no-restricted-paths zones (paths from the repo root):
 * views never talk HTTP, features stand alone, machines only decide.
 */
const layerZones = [
  {
    target: views,
    from: ['src/services/http.ts', 'node_modules/ky'],
    message: 'Views never call HTTP: use a query, hook or actor of src/services.',
  },
  {
    target: views,
    // A glob, so that every area's API module is covered, today's and tomorrow's.
    from: ['src/services/**/*-api.ts'],
    message: 'Area API modules are called only by the actors, queries and hooks of src/services.',
  },
  {
    target: 'src/features',
    from: 'src/app',
    message: 'Features do not import the app shell; shared pieces go to src/components.',
  },
  // One zone a feature: it may import itself but no other feature. (src/app may import features.)
  ...features.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other; shared pieces go to src/components or services.',
  })),
  {
    target: ['src/components', 'src/services'],
    from: ['src/features', 'src/app'],
    message:
      'Shared components and services do not import features or the app shell: move what both need down.',
  },
  {
    target: 'machines',
    from: 'src',
    message: 'Machines only decide: nothing from src/ (no services, no views).',
  },
  {
    target: 'models',
    from: 'src',
    message: 'Models are the bottom layer: nothing from src/.',
  },
  {
    target: ['models', 'machines'],
    from: platformPackages.map((name) => `node_modules/${name}`),
    message:
      'Models and machines run anywhere: no React, no ky, no Dexie. src/services does the talking.',
  },
  {
    target: 'mocks',
    from: 'src',
    message: 'The demo server imports nothing from src/: a rule both sides need goes to models/.',
  },
]

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'test-results', 'node_modules', 'coverage', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    // Registered as `import` so that the rule names read as in eslint-plugin-import.
    plugins: { import: importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        importX.createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
          // tsconfig.json's paths (@/, @models/, ...): without them an alias import resolves to
          // nothing and import/no-restricted-paths cannot see where it points.
          tsconfig: { configFile: `${repoRoot}/tsconfig.json` },
          // Keep node_modules/<package> as imported, so that zones naming a package match even
          // where node_modules is a symlink (a git worktree sharing another checkout's packages).
          symlinks: false,
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'primereact',
              message:
                "Import each PrimeReact component from its own path, e.g. 'primereact/button'.",
            },
          ],
        },
      ],
    },
  },
  {
    // The browser app never ships mock code.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'primereact',
              message:
                "Import each PrimeReact component from its own path, e.g. 'primereact/button'.",
            },
          ],
          patterns: [
            { group: ['@mocks/*', 'msw', 'msw/*'], message: 'The app ships no mock code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'models/**/*.ts', 'machines/**/*.ts', 'mocks/**/*.ts'],
    rules: { 'import/no-restricted-paths': ['error', { basePath: repoRoot, zones: layerZones }] },
  },
  {
    // Models and machines decide and describe; the browser is src/services' to talk to.
    files: ['models/**/*.ts', 'machines/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...platformGlobals.map((name) => ({
          name,
          message: 'Models and machines use no DOM, storage or browser I/O: src/services does.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'globalThis',
          message: 'Models and machines use no DOM, storage or browser I/O: src/services does.',
        },
      ],
    },
  },
  prettier,
)
