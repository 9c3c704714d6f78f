import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const sqlOutsideRepositories = {
  group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
  message: 'SQL belongs in a *.repository.ts file or in db/: call a repository function instead.',
};

// Slot lengths are rules of a court (slotRulesOf) or of the sheet's answer, never a constant.
const slotMinutesOutsideShared = {
  name: '@courtbook/shared',
  importNames: ['SLOT_MINUTES'],
  message:
    'Ask the court’s or location’s rules (slotRulesOf, locationSlotRules) or the answer’s slot_minutes for a slot length.',
};

// Features stay self-contained: they may share lib/, components/ and config/, never each other
// (their tests neither).
const featuresApart = [
  {
    from: { element: { type: 'features' } },
    disallow: { to: { element: { type: 'features' } } },
  },
  {
    from: { element: { type: 'features' } },
    allow: {
      to: {
        element: { type: 'features', captured: { feature: '{{ from.element.captured.feature }}' } },
      },
    },
  },
];
// Imports go app → features → components/lib/config.
const downwardsOnly = [
  {
    from: { element: { type: 'features' } },
    disallow: { to: { element: { type: 'app' } } },
  },
  {
    from: { element: { types: { anyOf: ['components', 'lib', 'config'] } } },
    disallow: { to: { element: { types: { anyOf: ['features', 'app'] } } } },
  },
];

// An API module is entered through its index.ts alone: from another module, a plugin, lib/ or db/,
// never a file inside it. Inside a module, files import each other. The composition root
// (services.ts, app.ts) wires each module's factories and routes, and may name them directly.
const apiModulesThroughTheirIndex = [
  {
    to: { element: { type: 'api-module' } },
    disallow: { from: { element: { types: { anyOf: ['api-module', 'api'] } } } },
    message:
      'Import an API module through its index.ts (modules/<name>), not a file inside it: export what you need from the index.',
  },
  {
    to: { element: { type: 'api-module', fileInternalPath: 'index.ts' } },
    allow: { from: { element: { types: { anyOf: ['api-module', 'api'] } } } },
  },
  {
    from: { element: { type: 'api-module' } },
    allow: {
      to: {
        element: {
          type: 'api-module',
          captured: { module: '{{ from.element.captured.module }}' },
        },
      },
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // Each file is checked against the tsconfig of its package.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    // Plain JavaScript (configs, build scripts, public scripts) and the root Vitest config are in no tsconfig.
    files: ['**/*.{js,mjs,cjs}', 'vitest.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      // React ignores what an event handler returns, and react-hook-form's handleSubmit hands JSX
      // a promise-returning one by design; promises passed anywhere else are still checked.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // React's `await act(async () => …)` flushes effects and microtasks even when it awaits nothing.
    files: ['apps/web/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // These run a public/*.js script's text as the page's head does: evaluating code is their point.
    files: [
      'apps/web/src/app/color-scheme-script.test.ts',
      'apps/web/src/prerender/before-start.test.tsx',
    ],
    rules: { '@typescript-eslint/no-implied-eval': 'off' },
  },
  {
    // Fastify plugins, hooks and handlers are async by contract (the alternative is a `done`
    // callback), so one without an await is the documented form, as are the tests' async fakes.
    files: [
      'apps/api/src/plugins/**/*.ts',
      'apps/api/src/**/*.routes.ts',
      'apps/api/**/*.test.ts',
      'apps/api/test/**',
      'bench/compared-servers.ts',
    ],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': [
        { type: 'api-module', pattern: 'apps/api/src/modules/*', capture: ['module'] },
        { type: 'api', pattern: 'apps/api/src/*' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'allow', policies: apiModulesThroughTheirIndex },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: {
      'react-hooks': reactHooks,
      boundaries,
    },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      // Layers of apps/web/src, importing downwards only: app/ → features/<x>/ → components/, lib/, config/.
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app' },
        { type: 'features', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'components', pattern: 'apps/web/src/components' },
        { type: 'lib', pattern: 'apps/web/src/lib' },
        { type: 'config', pattern: 'apps/web/src/config' },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/dependencies': ['error', { default: 'allow', policies: featuresApart }],
    },
  },
  {
    // A test may mount the app's providers around the unit it tests; other code imports downwards.
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/**/*.test.{ts,tsx}'],
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'allow', policies: [...featuresApart, ...downwardsOnly] },
      ],
    },
  },
  {
    // The server quotes every price (DESIGN.md section 5, decision 0046): the web shows quotes
    // (POST /quote/, /quotes/, /price-preview/) and never computes one, tests included.
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@courtbook/shared',
              importNames: [
                'priceBooking',
                'priceSessions',
                'feeSegments',
                'priceOfFigures',
                'amountsOf',
              ],
              message:
                'The web shows the server’s quote (lib/queries/quote.ts or the price preview) and never prices a booking itself.',
            },
            slotMinutesOutsideShared,
          ],
        },
      ],
    },
  },
  {
    // SQL lives in repositories and db/ (and the demo seed, which fills tables as migrations do):
    // services, routes, plugins and lib call them, never Drizzle or the tables themselves.
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/**/*.repository.ts',
      'apps/api/src/db/**',
      'apps/api/src/seed/**',
      'apps/api/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [slotMinutesOutsideShared], patterns: [sqlOutsideRepositories] },
      ],
    },
  },
  {
    // Routes are HTTP only (decision 0030): they call the services app.services holds, never a
    // repository. (Repeats the SQL pattern: a later no-restricted-imports replaces an earlier one.)
    files: ['apps/api/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [slotMinutesOutsideShared],
          patterns: [
            sqlOutsideRepositories,
            {
              group: ['*.repository', '**/*.repository'],
              message:
                'Routes call services (app.services), never repositories: add a service function instead.',
            },
          ],
        },
      ],
    },
  },
  {
    // One shape, one place for catalogues of user-facing texts (decision 0034): a PascalCase
    // `…Messages` object lives in its area's messages file, nowhere else.
    files: ['**/*.{ts,tsx}'],
    ignores: [
      'packages/shared/src/*/messages.ts',
      'apps/api/src/modules/*/*.messages.ts',
      'apps/web/src/features/*/messages.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ':matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator[id.name=/^[A-Z]\\w*Messages$/]',
          message:
            'Catalogues of texts live in messages files (decision 0034): packages/shared/src/<area>/messages.ts, apps/api/src/modules/<module>/<module>.messages.ts or apps/web/src/features/<feature>/messages.ts. Move it there and import it.',
        },
      ],
    },
  },
  prettier,
);
