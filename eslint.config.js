// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/**
 * Dependency direction (DESIGN §3): handler → use case/domain → port ← adapter.
 * Each zone lists what files in `target` may NOT import.
 */
const AWS_SDK = ['@aws-sdk/*', '@aws-sdk/**', 'aws-sdk', 'aws-cdk-lib', 'aws-cdk-lib/**'];
const boundaryZones = [
  // The domain is pure: no other layer, no I/O libraries.
  {
    target: './functions/domain',
    from: './functions',
    except: ['./domain'],
    message: 'domain code depends on nothing but itself',
  },
  // Ports are interfaces over the domain.
  {
    target: './functions/ports',
    from: './functions',
    except: ['./ports', './domain'],
    message: 'ports may only use domain types',
  },
  // The engine is pure TypeScript over pixels: domain types and ports only.
  {
    target: './functions/engine',
    from: './functions',
    except: ['./engine', './domain', './ports'],
    message: 'the engine may only use domain and ports',
  },
  // Use cases talk to ports, never to adapters or handlers.
  {
    target: './functions/usecases',
    from: './functions',
    except: ['./usecases', './domain', './ports'],
    message: 'use cases depend on domain and ports, not on adapters',
  },
  // Adapters implement ports; they never reach up into handlers or use cases.
  {
    target: './functions/adapters',
    from: [
      './functions/http',
      './functions/workflow',
      './functions/jobs',
      './functions/usecases',
      './functions/local',
    ],
    message: 'adapters implement ports and must not import handlers or use cases',
  },
  // Handlers stay thin: they call use cases and get adapters only through the composition root.
  {
    target: ['./functions/http', './functions/workflow', './functions/jobs'],
    from: './functions/adapters',
    message: 'handlers get adapters from functions/shared/container.ts',
  },
];

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', '.data', 'frontend/dist', 'coverage', 'test/data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='JSON'][callee.property.name='stringify'] > Identifier[name=/^(err|error)$/]",
          message:
            'Never serialise an error object; log name/message (functions/shared/log.ts) and answer a safe message.',
        },
      ],
    },
  },
  {
    files: ['functions/domain/**', 'functions/engine/**', 'functions/ports/**', 'functions/usecases/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: AWS_SDK, message: 'domain, engine, ports and use cases never import an AWS SDK' },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/http/**', 'functions/workflow/**', 'functions/jobs/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: AWS_SDK, message: 'handlers reach AWS through ports and adapters' }] },
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
  prettier,
);
