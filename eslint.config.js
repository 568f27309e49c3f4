import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import globals from 'globals';

// One zod: the functional zod/mini. Its schemas tree-shake and are not built method by method
// at start-up; classic zod would load whole with the first screen (README, Architecture).
const ZOD_CLASSIC = [
  {
    name: 'zod',
    message: "Use 'zod/mini' (functions and checks: z.optional(s), s.check(z.minLength(1))).",
  },
  {
    name: 'abitype/zod',
    message: 'Classic zod: use the zod/mini ABI schemas in src/lib/abi-item-schemas.ts.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'public/mockServiceWorker.js',
      'public/theme-init.js',
      'src/routeTree.gen.ts',
      'test-results',
      'test-results-*',
      'playwright-report',
      '.bench',
      '**/*.tmp.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/only-throw-error': 'off',
      // House style 12: named exports only (config files excepted below).
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // The classic hook rules; the compiler-based ones misread react-hook-form's controller objects.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The console imports a resource's rows of the endpoint table (`@/api/<resource>/endpoints`),
    // never the whole table: a screen builds only the schemas it calls. The table is for the mock
    // and the tests (docs/performance.md, "What the first screen carries").
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
        {
          selector: 'ImportDeclaration[source.value=/^(@\\/api|\\.\\.)\\/endpoints$/]',
          message:
            "Import the resource's rows (`@/api/<resource>/endpoints`), not the whole table.",
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  // Import boundaries (design.md, "The house"): one-way flow, no reaching into the mock.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ZOD_CLASSIC,
          patterns: [
            {
              group: ['**/mocks/**', '../mocks/*'],
              message: 'src never imports the mock (main.tsx alone, lazily).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['mocks/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: ZOD_CLASSIC }] },
  },
  {
    files: ['src/main.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/features/*',
                '@/components/*',
                '@/app/*',
                '@/routes/*',
                'react',
                '@mantine/*',
              ],
              message: 'The API layer knows no UI.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/**/*.ts', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/routes/*', '@/app/*'],
              message: 'Shared code does not depend on features, routes or the app.',
            },
          ],
        },
      ],
    },
  },
  ...[
    'projects',
    'shell',
    'connect',
    'settings',
    'contracts',
    'tokenomics',
    'networks',
    'actions',
    'detectors',
  ].map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', `!@/features/${feature}`],
              message: 'Features never import each other; share through components or lib.',
            },
            {
              group: ['@/routes/*', '**/mocks/**'],
              message: 'Features do not import routes or the mock.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/src/features/**',
                '**/src/components/**',
                '**/src/app/**',
                '**/src/routes/**',
                '**/src/lib/**',
                '@/*',
              ],
              message: 'The mock imports only src/api schemas and types.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      '*.config.{js,ts}',
      'eslint.config.js',
      'vite.config.ts',
      'playwright.config.ts',
      '.size-limit.mjs',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  // Screen tests render real routes against the mock service (house style 11).
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
