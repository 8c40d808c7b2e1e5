import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import prettier from 'eslint-config-prettier'
import globals from 'globals'

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
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
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
  prettier,
)
