// Lint for every workspace: typescript-eslint recommended, React hooks in the web app, and the import
// boundaries of docs/architecture.md#workspaces (and its code habits 7, 9 and 12), enforced by the local
// `cla/boundaries` rule below.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = dirname(fileURLToPath(import.meta.url));

/** Which @cla packages each workspace may import (docs/architecture.md, "Workspaces"). */
const ALLOWED = {
  'engine-as': [],
  domain: ['@cla/engine'],
  server: ['@cla/engine', '@cla/domain'],
  web: ['@cla/engine', '@cla/domain'],
  // bench also measures the editor's per-keystroke domain work (bench/editor.bench.mjs)
  bench: ['@cla/engine', '@cla/domain', '@cla/fixtures'],
  fixtures: [],
};
/** Runtime libraries the web app wraps once, in src/lib (docs/architecture.md#code-habits, habit 9). */
const WEB_WRAPPED = ['jotai', 'react-intl', 'react-plotly.js', 'plotly.js-dist-min', '@cla/engine'];

function workspaceOf(file) {
  return relative(root, file).split(sep)[0];
}

/** web/src/<layer>/<name>/… → { layer, name } */
function webLayer(file) {
  const parts = relative(join('web', 'src'), relative(root, file)).split(sep);
  if (parts[0] === '..') return null;
  return { layer: parts[0], name: parts.length > 2 ? parts[1] : null };
}

function join(...p) {
  return p.join(sep);
}

const boundaries = {
  meta: { type: 'problem', schema: [], messages: { bad: '{{why}}' } },
  create(context) {
    const file = context.filename;
    const ws = workspaceOf(file);
    const isTest = /(\.test\.tsx?|[\\/]test[\\/]|[\\/]e2e[\\/])/.test(file);
    function check(node, source, typeOnly) {
      const report = (why) => context.report({ node, messageId: 'bad', data: { why } });
      if (source.startsWith('@cla/')) {
        const pkg = source.split('/').slice(0, 2).join('/');
        const allowed = ALLOWED[ws] ?? [];
        const testOk = isTest && pkg === '@cla/fixtures';
        const ownPkg = { 'engine-as': '@cla/engine', domain: '@cla/domain' }[ws] === pkg && isTest;
        if (!allowed.includes(pkg) && !testOk && !ownPkg) report(`${ws} may not import ${pkg} (docs/architecture.md)`);
        if (ws === 'domain' && pkg === '@cla/engine' && !typeOnly && !isTest) report('domain imports only types from @cla/engine (tests may run the engine)');
      }
      if (ws !== 'web' || isTest) return;
      const here = webLayer(file);
      if (!here) return;
      const wrapped = WEB_WRAPPED.find((m) => source === m || source.startsWith(`${m}/`));
      if (wrapped && here.layer !== 'lib' && !typeOnly) report(`import ${wrapped} through src/lib only (docs/architecture.md#code-habits, habit 9)`);
      if (source.startsWith('.')) {
        const target = webLayer(resolve(dirname(file), source));
        if (!target) return;
        if (['components', 'lib', 'i18n'].includes(here.layer) && ['features', 'app'].includes(target.layer)) {
          report(`${here.layer} may not import ${target.layer} (imports flow components/lib → features → app)`);
        }
        if (here.layer === 'features' && target.layer === 'app') report('features may not import app');
        if (here.layer === 'features' && target.layer === 'features' && here.name !== target.name) {
          report(`feature ${here.name} may not import feature ${target.name}; compose them in app/`);
        }
      }
    }
    return {
      ImportDeclaration(node) {
        check(node, node.source.value, node.importKind === 'type');
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value, node.exportKind === 'type');
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value, node.exportKind === 'type');
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal' && typeof node.source.value === 'string') check(node, node.source.value, false);
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      'engine-as/assembly/**',
      'data/**',
      '**/coverage/**',
      '**/*.tsbuildinfo',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.es2023 } },
    plugins: { cla: { rules: { boundaries } } },
    rules: {
      'cla/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/config/**'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read config from src/config only (docs/architecture.md#code-habits, habit 12).' }],
    },
  },
  {
    // NestJS injects by the runtime class of constructor parameters (emitDecoratorMetadata): a type-only import
    // would erase it.
    files: ['server/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/config.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read import.meta.env in src/lib/config.ts only (docs/architecture.md#code-habits, habit 12).',
        },
      ],
    },
  },
);
