import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import fs from 'node:fs';

// Each web feature may import only itself and the shared layers (components/, lib/, stores/, config/).
const webFeatures = fs
  .readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureZones = webFeatures.map((name) => ({
  target: `./apps/web/src/features/${name}`,
  from: './apps/web/src/features',
  except: [`./${name}`],
  message: 'Features never import each other: move what they share to components/ or lib/.',
}));
// Imports run one way, shared layers → features → app, so a feature can change without breaking another
// (apps/web/CONTEXT.md).
const layerZones = [
  {
    target: [
      './apps/web/src/lib',
      './apps/web/src/components',
      './apps/web/src/stores',
      './apps/web/src/config',
    ],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'Shared layers never import features or the app shell.',
  },
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features never import the app shell.',
  },
];
const libWithoutStores = {
  target: './apps/web/src/lib',
  from: './apps/web/src/stores',
  message: 'lib/ is below the stores: pass what it needs in (a getter, an argument) instead.',
};

// An API module imports another only through its face, `modules/<name>/index.ts` (tests also through its
// `testing/` helpers); the rest of src/ (app.ts, db/, plugins/) likewise.
const apiModules = fs
  .readdirSync('apps/api/src/modules', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const facesOf = (others) => others.flatMap((name) => [`./${name}/index.ts`, `./${name}/testing`]);
const apiModuleZones = [
  ...apiModules.map((name) => ({
    target: `./apps/api/src/modules/${name}`,
    from: './apps/api/src/modules',
    except: [`./${name}`, ...facesOf(apiModules.filter((other) => other !== name))],
    message: `Another module is imported only through its face (modules/<name>/index.ts); reach what it does through the app's decorations.`,
  })),
  {
    target: fs
      .readdirSync('apps/api/src')
      .filter((entry) => entry !== 'modules')
      .map((entry) => `./apps/api/src/${entry}`),
    from: './apps/api/src/modules',
    except: facesOf(apiModules),
    message: 'Outside the modules, a module is imported only through its face (modules/<name>/index.ts).',
  },
];

// Inside the domain (ADR 0045): knowledge/ holds sourced tables and imports only the leaves below it;
// the engine and the assistant are the tops, imported by the apps and by test support, never by a rule
// module below them. Test files and test support (`*.test.ts`, `testing/`, `testing*.ts`) may read anything.
const DOMAIN = './packages/domain/src';
const domainFolders = fs
  .readdirSync('packages/domain/src', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const KNOWLEDGE_LEAVES = ['knowledge', 'contracts', 'nutrients', 'units', 'substances'];
// plan-life runs the engine for the API (a plan's inputs, its hash, the reviewed report): a top too.
const TOPS = ['assistant', 'engine', 'plan-life'];
/** Modules below the tops that still read a table or helper kept in assistant/ (listed in ADR 0045). */
const BELOW_TOPS_EXCEPTIONS = { schedule: ['./pairings.ts', './format.ts'] };
const domainZones = [
  {
    target: `${DOMAIN}/knowledge`,
    from: DOMAIN,
    except: KNOWLEDGE_LEAVES.map((name) => `./${name}`),
    message:
      'knowledge/ holds sourced data: it imports only the leaves (contracts, nutrients, units, substances).',
  },
  ...domainFolders
    .filter((name) => ![...TOPS, 'testing'].includes(name))
    .map((name) => ({
      target: `${DOMAIN}/${name}`,
      from: `${DOMAIN}/assistant`,
      except: BELOW_TOPS_EXCEPTIONS[name] ?? [],
      message:
        'Nothing below the assistant imports it: move what is shared down (a table to knowledge/, words to messages/).',
    })),
  ...domainFolders
    .filter((name) => ![...TOPS, 'testing'].includes(name))
    .map((name) => ({
      target: `${DOMAIN}/${name}`,
      from: `${DOMAIN}/engine`,
      message: 'Nothing below the engine imports it: move what is shared down.',
    })),
  {
    target: `${DOMAIN}/engine`,
    from: `${DOMAIN}/assistant`,
    message: 'The engine never imports the assistant (the assistant reads plans the engine made).',
  },
  {
    target: `${DOMAIN}/assistant`,
    from: `${DOMAIN}/engine`,
    // The answers lock asks the engine's reference personas (ADR 0014 addendum).
    except: ['./reference-personas.ts'],
    message:
      'The assistant reads plan documents, never the engine: it is imported only by the apps and tests.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'e2e/artifacts/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // No import circles anywhere; the layer rules below keep the arrows pointing one way.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...featureZones, ...layerZones, libWithoutStores] },
      ],
    },
  },
  // API helpers in lib/ are below the modules. A module is imported only through its face
  // (`modules/<name>/index.ts`); what it does at run time other modules reach through the app's
  // decorations (`app.plansService`), named in their plugins' `dependencies` (apps/api/CONTEXT.md).
  {
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/api/src/lib',
              from: './apps/api/src/modules',
              message: 'lib/ never imports modules: move the code to db/ or to the module.',
            },
            ...apiModuleZones,
          ],
        },
      ],
    },
  },
  // The pure core imports nothing with I/O and nothing from the apps.
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'node:*',
            'fs',
            'path',
            'fastify*',
            '@fastify/*',
            'react*',
            '@nutri/api*',
            '@nutri/web*',
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/domain/src/**/testing/**', 'packages/domain/src/**/testing*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: domainZones }] },
  },
  // The web bundle must not pull the knowledge base or the engine.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@nutri/domain/knowledge*', '@nutri/domain/engine*'],
              message: 'The web bundle must not include the knowledge base.',
            },
            { group: ['@nutri/api*'], message: 'The web app talks to the API over HTTP only.' },
          ],
        },
      ],
    },
  },
  // The web takes the contracts' values from their zod-free entry; only types from the contracts
  // themselves, so no screen loads zod (ADR 0046). Tests may compare with the schemas.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@nutri/domain/contracts',
              allowTypeImports: true,
              message: 'Import values from @nutri/domain/contracts/values (no zod); only types from here.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
