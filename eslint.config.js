// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * Dependency direction (DESIGN §3): handler → use case/domain → port ← adapter. Imports are relative,
 * so each layer lists the folders it must not reach into (matched anywhere in the import path), plus
 * the AWS SDK where a layer must stay cloud-free.
 */
const AWS_SDK = ['@aws-sdk/*', 'aws-sdk', 'aws-cdk-lib', 'aws-cdk-lib/*'];
const folders = (...names) => names.map((n) => `**/${n}/**`);
const CDK = ['aws-cdk-lib', 'aws-cdk-lib/*', 'constructs'];
const layer = (files, forbiddenFolders, message, { noAws, noCdk = false }) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: folders(...forbiddenFolders), message },
          ...(noAws ? [{ group: AWS_SDK, message: `${message}; never an AWS SDK` }] : []),
          ...(noCdk ? [{ group: CDK, message: `${message}; never the CDK` }] : []),
        ],
      },
    ],
  },
});
const boundaries = [
  layer(
    ['functions/domain/**'],
    [
      'ports',
      'adapters',
      'usecases',
      'http',
      'http-kit',
      'contracts',
      'composition',
      'workflow',
      'jobs',
      'engine',
      'local',
    ],
    'domain code depends on nothing but itself',
    { noAws: true },
  ),
  layer(
    ['functions/ports/**'],
    [
      'adapters',
      'usecases',
      'http',
      'http-kit',
      'contracts',
      'composition',
      'workflow',
      'jobs',
      'engine',
      'local',
    ],
    'ports may only use domain types',
    { noAws: true },
  ),
  layer(
    ['functions/engine/**'],
    ['adapters', 'usecases', 'http', 'http-kit', 'composition', 'workflow', 'jobs', 'local'],
    'the engine may only use domain and ports',
    { noAws: true },
  ),
  layer(
    ['functions/usecases/**'],
    ['adapters', 'http', 'http-kit', 'composition', 'workflow', 'jobs', 'engine', 'local'],
    'use cases depend on domain and ports, not on adapters',
    { noAws: true },
  ),
  layer(
    ['functions/adapters/**'],
    ['usecases', 'http', 'http-kit', 'composition', 'workflow', 'jobs', 'local'],
    'adapters implement ports and must not import handlers, use cases or the composition root',
    { noAws: false },
  ),
  layer(
    ['functions/http/**', 'functions/workflow/**', 'functions/jobs/**'],
    ['adapters', 'local', 'engine'],
    'handlers get adapters from the composition root (functions/composition/)',
    { noAws: true },
  ),
  // Constants both the CDK app and the runtime read (table definition, metric names, font files): plain
  // data, so synthesis loads no runtime code (test/unit/architecture/cdk-imports.test.ts).
  layer(
    ['functions/contracts/**'],
    [
      'ports',
      'adapters',
      'usecases',
      'http',
      'http-kit',
      'composition',
      'workflow',
      'jobs',
      'engine',
      'local',
    ],
    'contracts shared with the CDK app may only use domain types',
    { noAws: true, noCdk: true },
  ),
  // The HTTP kit (httpRoute, errors, guards, headers, observability) is handed what it needs by the
  // composition root, so any function can use it without bundling an adapter.
  layer(
    ['functions/http-kit/**'],
    ['adapters', 'usecases', 'composition', 'http', 'workflow', 'jobs', 'engine', 'local'],
    'the HTTP kit may only use domain and ports; the composition root hands it adapters',
    { noAws: true },
  ),
  // The composition root wires adapters to use cases and may import any of them, but never local mode's
  // stand-ins: Lambda bundles it, and local mode is a host that composes on top of it.
  layer(
    ['functions/composition/**'],
    ['local'],
    'the composition root runs in Lambda and may not import local mode (functions/local/)',
    { noAws: false, noCdk: true },
  ),
  // Local mode is a host like Lambda: it may start anything in functions/, never the CDK app.
  layer(
    ['functions/local/**'],
    ['lib', 'frontend'],
    'local mode hosts functions/ and may not import the CDK app or the SPA',
    { noAws: false, noCdk: true },
  ),
];

/**
 * The SPA's seams (bulletproof-react): shared code (components, hooks, lib) → features → app. A feature
 * never imports another feature (two features meet only where the app composes them: app/routes), and
 * neither shared code nor a feature imports the app. Relative imports are resolved against the importing
 * file, so `../../leaderboard/…` from features/gallery is caught however deep either file sits. The entry
 * points (app, boot, prerender) and test helpers may import anything.
 */
const FRONTEND_SRC = resolve(import.meta.dirname, 'frontend', 'src');
const SHARED_FOLDERS = new Set(['components', 'hooks', 'lib', 'styles']);

/** Where a file sits in frontend/src: a feature (with its name), shared code, or something else. */
function frontendArea(file) {
  const [top, name] = relative(FRONTEND_SRC, file).split(sep);
  if (top === 'features' && name) return { kind: 'feature', name };
  if (top === 'app') return { kind: 'app' };
  return { kind: SHARED_FOLDERS.has(top ?? '') ? 'shared' : 'other' };
}

/** @type {import('eslint').Rule.RuleModule} */
const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'features never import each other; shared code and features never import the app' },
    schema: [],
  },
  create(context) {
    const from = frontendArea(context.filename);
    const check = (node) => {
      const source = node?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = frontendArea(resolve(dirname(context.filename), source));
      let message;
      if (from.kind === 'feature' && to.kind === 'feature' && to.name !== from.name)
        message = `features/${from.name} may not import features/${to.name}: move what both need to components/, hooks/ or lib/, or compose the two in app/`;
      else if ((from.kind === 'feature' || from.kind === 'shared') && to.kind === 'app')
        message = 'only the app imports app/: pass what a feature needs in as props';
      else if (from.kind === 'shared' && to.kind === 'feature')
        message = `shared code (components, hooks, lib) may not import features/${to.name}`;
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

const frontendBoundaries = [
  {
    files: ['frontend/src/**'],
    plugins: { ugh: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'ugh/feature-boundaries': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/functions/**'],
              message:
                'import shared domain code as @domain/… (frontend/vite-aliases.ts); the SPA reaches nothing else in functions/',
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['node_modules', '.cache', 'cdk.out', '.data', 'frontend/dist', 'coverage', 'test/data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='JSON'][callee.property.name='stringify'] > Identifier[name=/^(err|error)$/]",
          message:
            'Never serialise an error object; log it with the logger (functions/http-kit/observability.ts) and answer a safe message.',
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...jsxA11y.flatConfigs.strict.rules },
  },
  {
    files: ['test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  ...boundaries,
  ...frontendBoundaries,
  prettier,
);
