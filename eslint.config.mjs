import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/*
 * The architecture's arrows (docs/architecture.md): app → features (through their public faces) → shared
 * (lib/, components/ui/). The rules below are what enforces them; tests/architecture/lint-boundaries.test.ts
 * plants a violation of each and shows that the linter reports it.
 */
const ROOT = path.dirname(fileURLToPath(import.meta.url));
const FEATURES = fs
  .readdirSync(path.join(ROOT, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A feature's public faces: index.ts (components), client.ts (browser hooks, 'client-only'), model.ts (pure: types,
 * rules), server.ts ('server-only' loaders), api/calls.ts (its calls and schemas of the clinic API).
 */
const FACES = ['index.ts', 'client.ts', 'model.ts', 'server.ts', 'api/calls.ts'];
const facesOf = (features) => features.flatMap((feature) => FACES.map((face) => `./${feature}/${face}`));

const FACE_MESSAGE =
  'Import another feature only through its public face: features/<name>/index.ts, client.ts, model.ts, server.ts or api/calls.ts.';

const boundaries = {
  files: ['**/*.{ts,tsx,mts,mjs}'],
  rules: {
    'import/no-restricted-paths': [
      'error',
      {
        basePath: ROOT,
        zones: [
          {
            target: ['./features', './lib', './components', './mocks'],
            from: './app',
            message: 'The arrows point from app/ to features and lib/, never back: move what both need into lib/.',
          },
          {
            target: ['./lib', './components/ui'],
            from: './features',
            message: 'Shared code (lib/, components/ui/) never imports a feature: move what both need into lib/.',
          },
          ...FEATURES.map((feature) => ({
            target: `./features/${feature}`,
            from: './features',
            // The demo clinic is one made-up backend: a feature's demo data may use another's (a client's doctors).
            except: [`./${feature}`, ...FEATURES.flatMap((other) => (other === feature ? [] : [...facesOf([other]), `./${other}/demo`]))],
            message: FACE_MESSAGE,
          })),
          {
            target: [
              './app',
              './lib',
              './components',
              './proxy.ts',
              './instrumentation.ts',
              './features/*/!(demo)/**',
              './features/*/*.ts',
            ],
            from: ['./features/*/demo/**', './mocks/**'],
            message: "The site never imports the demo clinic API (a feature's demo/ or mocks/): only the demo API and the tests do.",
          },
          {
            target: ['./app', './proxy.ts', './instrumentation.ts', './next.config.ts', './scripts', './e2e'],
            from: './features',
            except: [...facesOf(FEATURES), './api-calls.ts'],
            message: FACE_MESSAGE,
          },
          {
            target: './mocks',
            from: './features',
            except: [...facesOf(FEATURES), ...FEATURES.map((feature) => `./${feature}/demo`), './api-calls.ts'],
            message: FACE_MESSAGE,
          },
          {
            target: './features/*/client/**',
            from: './features/*/server/**',
            message: 'Browser modules (client/) never import server modules (server/).',
          },
        ],
      },
    ],
  },
};

/** `Program` without an import of `name` at the top level. */
const missingImport = (name) => `Program:not(:has(> ImportDeclaration[source.value='${name}']))`;

const markers = [
  {
    files: ['features/*/server/**/*.{ts,tsx}', 'features/*/server.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: missingImport('server-only'), message: "A server module starts with import 'server-only'." },
      ],
    },
  },
  {
    files: ['features/*/client/**/*.{ts,tsx}', 'features/*/client.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: missingImport('client-only'), message: "A browser module starts with import 'client-only'." },
      ],
    },
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  boundaries,
  ...markers,
  {
    ignores: [
      '.next*/**',
      'node_modules/**',
      '**/*.generated.ts',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
