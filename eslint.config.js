// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/**
 * Dependency direction (DESIGN §3): handler → use case/domain → port ← adapter. Imports are relative,
 * so each layer lists the folders it must not reach into (matched anywhere in the import path), plus
 * the AWS SDK where a layer must stay cloud-free.
 */
const AWS_SDK = ['@aws-sdk/*', 'aws-sdk', 'aws-cdk-lib', 'aws-cdk-lib/*'];
const folders = (...names) => names.map((n) => `**/${n}/**`);
const layer = (files, forbiddenFolders, message, { noAws }) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: folders(...forbiddenFolders), message },
          ...(noAws ? [{ group: AWS_SDK, message: `${message}; never an AWS SDK` }] : []),
        ],
      },
    ],
  },
});
const boundaries = [
  layer(
    ['functions/domain/**'],
    ['ports', 'adapters', 'usecases', 'http', 'workflow', 'jobs', 'shared', 'engine', 'local'],
    'domain code depends on nothing but itself',
    { noAws: true },
  ),
  layer(
    ['functions/ports/**'],
    ['adapters', 'usecases', 'http', 'workflow', 'jobs', 'shared', 'engine', 'local'],
    'ports may only use domain types',
    { noAws: true },
  ),
  layer(
    ['functions/engine/**'],
    ['adapters', 'usecases', 'http', 'workflow', 'jobs', 'shared', 'local'],
    'the engine may only use domain and ports',
    { noAws: true },
  ),
  layer(
    ['functions/usecases/**'],
    ['adapters', 'http', 'workflow', 'jobs', 'shared', 'engine', 'local'],
    'use cases depend on domain and ports, not on adapters',
    { noAws: true },
  ),
  layer(
    ['functions/adapters/**'],
    ['usecases', 'http', 'workflow', 'jobs', 'local'],
    'adapters implement ports and must not import handlers or use cases',
    { noAws: false },
  ),
  layer(
    ['functions/http/**', 'functions/workflow/**', 'functions/jobs/**'],
    ['adapters', 'local', 'engine'],
    'handlers get adapters from functions/shared/container.ts',
    { noAws: true },
  ),
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
            'Never serialise an error object; log it with the logger (functions/shared/observability.ts) and answer a safe message.',
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
  prettier,
);
