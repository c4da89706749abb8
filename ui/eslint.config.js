// `npm run lint`: the UI's module boundaries (docs/architecture.md, "The UI's modules"). A feature (one screen
// family under src/features) never imports another feature; what several need lives in src/entities (per API
// record), src/components or src/lib, which never import a feature or the app shell. tsc checks the types; this
// checks only the boundaries.
import { readdirSync } from 'node:fs';
import babelParser from '@babel/eslint-parser';
import importPlugin from 'eslint-plugin-import';

// Read from the tree, so a new feature folder is fenced in without touching this file.
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const CROSS_FEATURE =
  'A feature must not import another feature: move what both need to src/entities, src/components or src/lib.';
const SHARED_IMPORTS_FEATURE = 'Shared code must not import a feature or the app shell: it would tie every screen to it.';

export default [
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {
      // TypeScript 7's package has no JavaScript compiler API, which typescript-eslint's parser needs; Babel's
      // parser reads TypeScript and JSX on its own, which is all that import rules need.
      parser: babelParser,
      parserOptions: {
        requireConfigFile: false,
        babelOptions: { babelrc: false, configFile: false, parserOpts: { plugins: ['jsx', 'typescript'] } },
      },
    },
    plugins: { import: importPlugin },
    // Imports are written without extensions (tsconfig's "bundler" resolution); the rule checks resolved files.
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx'] } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: CROSS_FEATURE,
            })),
            {
              target: ['./src/entities', './src/components', './src/lib'],
              from: ['./src/features', './src/app'],
              message: SHARED_IMPORTS_FEATURE,
            },
            { target: './src/features', from: './src/app', message: 'A feature must not import the app shell.' },
          ],
        },
      ],
    },
  },
];
