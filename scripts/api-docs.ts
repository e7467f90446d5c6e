/**
 * Writes the API reference from the call declarations: each feature's calls and entities into
 * features/<name>/api/reference.md, beside its calls.ts, and the shared part (the features' references, the shared
 * entities, the error body) into docs/api.md between its markers. `npm run docs:api` rewrites them;
 * `npm run docs:api -- --check` fails when one has drifted.
 */
import fs from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import { API_ENTITIES, API_FEATURES, CONTRACT as s, SHARED_SCHEMAS } from '@/features/api-calls';
import { isApiCall, type CallContract } from '@/lib/api/call';
import { collectEntities } from '@/lib/api/entities';
import { collectCalls } from '@/lib/api/registry';

import { isEntryPoint, ROOT, writeOrCheck } from './generated-from-contract';

export const BEGIN_MARKER = '<!-- BEGIN GENERATED: npm run docs:api -->';
export const END_MARKER = '<!-- END GENERATED -->';
export const DOCS_PATH = path.join(ROOT, 'docs/api.md');
/** Where a feature's reference is written, relative to the repository. */
export const featureReferencePath = (feature: string) => `features/${feature}/api/reference.md`;

/** Named entities: documented once, referenced by name from the calls (each feature names its own). */
const ENTITIES = API_ENTITIES;
const SHARED_ENTITIES = collectEntities<z.core.$ZodType>([SHARED_SCHEMAS]).map(([name]) => name);

/** The file that documents each entity: docs/api.md for the shared ones, else its feature's reference. */
const ENTITY_FILES = new Map<string, string>([
  ...SHARED_ENTITIES.map((name) => [name, 'docs/api.md'] as const),
  ...API_FEATURES.flatMap((feature) =>
    collectEntities<z.core.$ZodType>(feature.modules)
      .filter(([name]) => !SHARED_ENTITIES.includes(name))
      .map(([name]) => [name, featureReferencePath(feature.name)] as const),
  ),
]);

/** The file being written: an entity in another file is linked there. */
let writing = 'docs/api.md';

type JsonSchema = {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  default?: unknown;
  description?: string;
  anyOf?: JsonSchema[];
  $defs?: Record<string, JsonSchema>;
};

/** Descriptions from the schemas plus an `id` for the named entities (which become references). */
function registry(except?: z.core.$ZodType) {
  const ids = new Map<z.core.$ZodType, string>(ENTITIES.filter(([, schema]) => schema !== except).map(([id, schema]) => [schema, id]));
  const merged = z.registry<{ id?: string; description?: string }>();
  return Object.assign(merged, {
    get(schema: z.core.$ZodType) {
      const id = ids.get(schema);
      const meta = z.globalRegistry.get(schema);
      return id ? { ...meta, id } : meta;
    },
  });
}

function toJson(schema: z.core.$ZodType, io: 'input' | 'output', except?: z.core.$ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io, metadata: registry(except), unrepresentable: 'any' }) as JsonSchema;
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
function anchor(name: string): string {
  const file = ENTITY_FILES.get(name) ?? writing;
  const target = file === writing ? '' : path.posix.relative(path.posix.dirname(writing), file);
  return `[${name}](${target}#${name.toLowerCase()})`;
}

function typeOf(node: JsonSchema): string {
  if (node.$ref) return anchor(node.$ref.replace('#/$defs/', ''));
  if (node.anyOf) return node.anyOf.map(typeOf).join(' or ');
  if (node.const !== undefined) return `\`${JSON.stringify(node.const)}\``;
  if (node.enum) return node.enum.map((v) => `\`${String(v)}\``).join(', ');
  if (node.type === 'array') return `array of ${node.items ? typeOf(node.items) : 'any'}`;
  if (node.type === 'object' && node.additionalProperties && typeof node.additionalProperties === 'object') {
    return `object: name → ${typeOf(node.additionalProperties)}`;
  }
  const type = Array.isArray(node.type) ? node.type.join(' or ') : (node.type ?? 'any');
  return node.format ? `${type} (${node.format})` : type;
}

function rulesOf(node: JsonSchema): string[] {
  const rules: string[] = [];
  if (node.pattern && node.format !== 'date' && node.format !== 'date-time') rules.push(`pattern \`${node.pattern}\``);
  if (node.minLength !== undefined) rules.push(`≥ ${node.minLength} chars`);
  if (node.maxLength !== undefined) rules.push(`≤ ${node.maxLength} chars`);
  if (node.exclusiveMinimum !== undefined) rules.push(`> ${node.exclusiveMinimum}`);
  if (node.minimum !== undefined) rules.push(`≥ ${node.minimum}`);
  if (node.maximum !== undefined && node.maximum !== MAX_SAFE) rules.push(`≤ ${node.maximum}`);
  if (node.minItems !== undefined) rules.push(`≥ ${node.minItems} items`);
  if (node.default !== undefined) rules.push(`default ${JSON.stringify(node.default)}`);
  return rules;
}

interface Row {
  field: string;
  type: string;
  required: boolean;
  notes: string;
}

function rows(node: JsonSchema, prefix = ''): Row[] {
  const out: Row[] = [];
  for (const [name, child] of Object.entries(node.properties ?? {})) {
    const field = `${prefix}${name}`;
    const notes = [child.description ?? '', ...rulesOf(child)].filter(Boolean).join('; ');
    out.push({ field, type: typeOf(child), required: (node.required ?? []).includes(name), notes });
    if (child.type === 'object' && child.properties) out.push(...rows(child, `${field}.`));
    if (child.type === 'array' && child.items?.type === 'object' && child.items.properties) {
      out.push(...rows(child.items, `${field}[].`));
    }
  }
  return out;
}

function table(node: JsonSchema): string {
  const body = rows(node);
  if (!body.length) return `${typeOf(node)}\n`;
  return (
    [
      '| Field | Type | Required | Notes |',
      '|---|---|---|---|',
      ...body.map((r) => `| \`${r.field}\` | ${cell(r.type)} | ${r.required ? 'yes' : 'no'} | ${cell(r.notes)} |`),
    ].join('\n') + '\n'
  );
}

function routeSection(route: CallContract): string {
  const parts = [`### ${route.method} ${route.path}`, '', `\`${route.name}\` — ${route.summary}`, ''];
  parts.push(`- Auth: ${route.auth === 'bearer' ? '`Authorization: Bearer <access>` required' : 'none'}`);
  parts.push(`- Success: ${route.successStatus}${route.binary ? ` with a \`${route.binary}\` body` : ', body `{ "data": … }`'}`);
  if (route.public) parts.push('- Public content: the site may cache it (opt-in GET cache, 1 h)');
  parts.push('');
  if (route.query) parts.push('Query parameters:', '', table(toJson(route.query, 'input')));
  if (route.headers?.length) {
    parts.push('Request headers:', '', '| Header | Required | Notes |', '|---|---|---|');
    parts.push(...route.headers.map((h) => `| \`${h.name}\` | ${h.required ? 'yes' : 'no'} | ${cell(h.notes)} |`), '');
  }
  if (route.body) parts.push('JSON body:', '', table(toJson(route.body, 'input')));
  if (route.response && !route.binary) parts.push('`data`:', '', table(toJson(route.response, 'output')));
  if (route.errors.length) {
    parts.push('Errors:', '', ...route.errors.map((e) => `- ${e.status}: ${e.when}`), '');
  }
  return parts.join('\n');
}

const slugOf = (route: CallContract) =>
  `${route.method} ${route.path}`
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');

const tidy = (out: string[]) =>
  out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd() + '\n';

/** One feature's reference: its calls (index and detail) and the entities it names. */
export function renderFeatureReference(feature: (typeof API_FEATURES)[number]): string {
  writing = featureReferencePath(feature.name);
  const routes = collectCalls(feature.modules.filter((module) => Object.values(module).some(isApiCall))).map((call) => call.contract);
  const entities = collectEntities<z.core.$ZodType>(feature.modules).filter(([name]) => ENTITY_FILES.get(name) === writing);
  const out: string[] = [
    `# The ${feature.name} calls of the clinic API`,
    '',
    `Generated by \`npm run docs:api\` from \`features/${feature.name}/api/calls.ts\`; do not edit. The conventions, the`,
    'sign-in, the errors and the shared entities are in [`docs/api.md`](../../../docs/api.md).',
    '',
  ];
  if (routes.length) {
    out.push('## Calls', '', '| Call | Method | Path | Auth | Success |', '|---|---|---|---|---|');
    for (const r of routes) out.push(`| [\`${r.name}\`](#${slugOf(r)}) | ${r.method} | \`${r.path}\` | ${r.auth} | ${r.successStatus} |`);
    out.push('', '## Call reference', '');
    for (const route of routes) out.push(routeSection(route));
  }
  if (entities.length) {
    out.push('## Entities', '');
    for (const [name, schema] of entities) out.push(`### ${name}`, '', table(toJson(schema, 'output', schema)));
  }
  writing = 'docs/api.md';
  return tidy(out);
}

/** The generated part of docs/api.md: where each feature's calls are, the shared entities, the error body. */
export function renderApiReference(): string {
  writing = 'docs/api.md';
  const out: string[] = ['## Reference by feature', ''];
  out.push('Each feature documents its calls and entities beside its declarations:', '');
  for (const feature of API_FEATURES) out.push(`- [${feature.name}](../${featureReferencePath(feature.name)})`);
  out.push('', '## Shared entities', '');
  for (const name of SHARED_ENTITIES) {
    const schema = ENTITIES.find(([entity]) => entity === name)![1];
    out.push(`### ${name}`, '', table(toJson(schema, 'output', schema)));
  }
  out.push(
    '## Error body',
    '',
    `Every error answers \`{ "error": … }\`; \`code\` is one of ${s.API_ERROR_CODES.map((c) => `\`${c}\``).join(', ')}.`,
    '',
  );
  out.push(table(toJson(s.errorBodySchema, 'output')));
  return tidy(out);
}

/** Every file the generator writes, relative to the repository, with its expected content. */
export function generatedFiles(): Array<{ file: string; content: string }> {
  const doc = fs.readFileSync(DOCS_PATH, 'utf8');
  return [
    { file: 'docs/api.md', content: withGeneratedSection(doc) },
    ...API_FEATURES.map((feature) => ({ file: featureReferencePath(feature.name), content: renderFeatureReference(feature) })),
  ];
}

export function generatedSection(doc: string): string | null {
  const start = doc.indexOf(BEGIN_MARKER);
  const end = doc.indexOf(END_MARKER);
  if (start < 0 || end < start) return null;
  return doc.slice(start + BEGIN_MARKER.length, end).replace(/^\n/, '');
}

export function withGeneratedSection(doc: string, reference = renderApiReference()): string {
  const start = doc.indexOf(BEGIN_MARKER);
  const end = doc.indexOf(END_MARKER);
  if (start < 0 || end < start) throw new Error(`docs/api.md needs the markers ${BEGIN_MARKER} … ${END_MARKER}`);
  return `${doc.slice(0, start + BEGIN_MARKER.length)}\n${reference}${doc.slice(end)}`;
}

if (isEntryPoint(import.meta.url)) writeOrCheck(generatedFiles(), 'The API reference files', 'npm run docs:api');
