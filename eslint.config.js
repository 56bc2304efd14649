// Lint rules, including the import rings (docs/architecture.md, "Rings"): core/ is pure, workflows/ orchestrate (types only from
// activities/ and store/), activities/ are thin effect wrappers over store/ and the SDKs, store/ is the repository over
// schema/ and imports only core/ and schema/, schema/ holds tables only.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const globals = require('globals');
const { builtinModules } = require('node:module');

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];
const serverOnly = ['postgres', 'drizzle-orm', 'drizzle-orm/*', '@electric-sql/*', 'openai', '@anthropic-ai/*'];
const serverOnlyMore = ['@google/genai', 'sharp', 'pino'];
const temporalNonWorkflow = ['@temporalio/activity', '@temporalio/client', '@temporalio/worker', '@temporalio/testing'];

const rings = [
  'activities',
  'store',
  'workflows',
  'schema',
  'service',
  'server',
  'client',
  'ui',
  'worker',
  'cli',
  'test',
  'bench',
  'prompts',
  'fonts',
];
/** Every folder above a ring, as a relative import from one or two folders down. */
const upFrom = (...folders) => folders.flatMap((f) => [`../${f}`, `../${f}/**`, `../../${f}`, `../../${f}/**`]);
const outsideCore = rings.flatMap((r) => [`**/${r}`, `**/${r}/**`]);
const processEnv = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Only worker/ and cli/ read process.env.',
};

const restrict = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    { patterns: patterns.map((p) => ({ ...p, allowTypeImports: p.allowTypeImports ?? false })) },
  ],
});

module.exports = tseslint.config(
  { ignores: ['node_modules/**', '.compactor/**', 'dist/**', 'schema/migrations/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.node } } },
  {
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: __dirname } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // The audit viewer runs in the browser: DOM globals, no Node, and only the API client from the rest of the repo.
  {
    files: ['ui/app/**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: __dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      ...restrict([
        { group: nodeBuiltins, message: 'ui/app runs in the browser: no Node built-ins.' },
        {
          group: ['../../*', '!../../client'],
          message: 'ui/app talks to the server only through the HTTP API (../../client).',
        },
      ]),
      'no-restricted-syntax': ['error', processEnv],
    },
  },
  // cli/ loads what a command runs (Temporal, the stores, SDKs) inside its action with a typed require(): tsx,
  // which runs the sources in a development checkout, leaves import() native and would load a second copy.
  { files: ['cli/**/*.ts'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // The same for the provider SDKs and sharp, which load on first use rather than with the worker, and for
  // OpenTelemetry's workflow interceptors, which a workflow sandbox loads only for a traced run.
  {
    files: [
      'activities/llm/providers/create-completer.ts',
      'activities/llm/index.ts',
      'activities/snapcompact/encode-png.ts',
      'workflows/interceptors.ts',
    ],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['core/**/*.ts', 'workflows/**/*.ts', 'activities/**/*.ts', 'store/**/*.ts'],
    rules: {
      'max-lines': ['error', { max: 200, skipBlankLines: true, skipComments: true }],
      'max-params': ['error', 4],
      'max-depth': ['error', 3],
    },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      ...restrict([
        { group: nodeBuiltins, message: 'core/ is pure: no Node built-ins.' },
        { group: [...serverOnly, ...serverOnlyMore, '@temporalio/*'], message: 'core/ is pure: no I/O libraries.' },
        { group: outsideCore, message: 'core/ imports only core/.' },
      ]),
      'no-restricted-globals': [
        'error',
        'process',
        'fetch',
        'setTimeout',
        'setInterval',
        'console',
        'crypto',
        'require',
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Time arrives as an argument in core/.' },
        { object: 'Math', property: 'random', message: 'Randomness arrives as an argument in core/.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'No clock in core/.' },
        processEnv,
      ],
    },
  },
  {
    files: ['workflows/**/*.ts'],
    rules: restrict([
      { group: nodeBuiltins, message: 'Workflow code runs in the deterministic sandbox: no Node built-ins.' },
      {
        group: [...serverOnly, ...serverOnlyMore, ...temporalNonWorkflow],
        message: 'Workflows orchestrate; effects live in activities/.',
      },
      {
        group: ['../activities', '../activities/*', '../activities/**', ...upFrom('store')],
        allowTypeImports: true,
        message: 'Workflows import only types from activities/ and store/.',
      },
      {
        group: ['../schema', '../schema/*', '../worker/*', '../cli/*'],
        message: 'Workflows import core/ and @temporalio/workflow only.',
      },
    ]),
  },
  {
    files: ['activities/**/*.ts'],
    rules: restrict([
      {
        group: ['@temporalio/workflow', '../workflows', '../workflows/*', '../../workflows', '../../workflows/*'],
        message: 'Activities never import workflow code.',
      },
      {
        group: upFrom('worker', 'cli', 'service', 'server'),
        message: 'Activities are built by the composition roots and sit below service/: they import core/ and store/.',
      },
    ]),
  },
  {
    files: ['store/**/*.ts'],
    rules: {
      ...restrict([
        {
          group: upFrom('activities', 'workflows', 'service', 'server', 'cli', 'worker', 'client', 'ui'),
          message: 'store/ is the repository over schema/: it imports only core/ and schema/.',
        },
        { group: ['@temporalio/*', ...serverOnlyMore], message: 'store/ does database effects only.' },
      ]),
      'no-restricted-syntax': ['error', processEnv],
    },
  },
  {
    files: ['schema/**/*.ts'],
    rules: restrict([{ group: ['../*'], message: 'schema/ holds table definitions only.' }]),
  },
  {
    files: ['service/**/*.ts'],
    rules: {
      ...restrict([
        {
          group: ['../server', '../server/*', '../server/**', '../cli', '../cli/*', '../cli/**'],
          message: 'service/ sits below server/ and cli/: both call it, it calls neither.',
        },
        {
          group: ['drizzle-orm', 'drizzle-orm/*', 'postgres', '@electric-sql/*', '../schema', '../schema/*'],
          allowTypeImports: true,
          message: 'service/ runs its queries through store/: no SQL of its own.',
        },
      ]),
      'no-restricted-syntax': ['error', processEnv],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      ...restrict([
        {
          group: ['../cli', '../cli/*', '../cli/**', '../../cli', '../../cli/*'],
          message: 'server/ never imports cli/.',
        },
      ]),
      'no-restricted-syntax': ['error', processEnv],
    },
  },
  {
    files: ['workflows/**/*.ts', 'activities/**/*.ts', 'schema/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', processEnv] },
  },
);
