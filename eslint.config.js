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
    target: 'machines',
    from: ['src', 'node_modules/react', 'node_modules/react-dom', 'node_modules/@xstate/react'],
    message: 'Machines only decide: no React, no services, nothing from src/.',
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
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    rules: { 'import/no-restricted-paths': ['error', { basePath: repoRoot, zones: layerZones }] },
  },
  prettier,
)
