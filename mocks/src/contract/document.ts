import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options';

export const HTTP_METHODS: readonly HttpMethod[] = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** The parts of an OpenAPI 3.1 document the mock reads; everything else stays `unknown`. */
export interface OpenApiDocument {
  paths: Record<string, Partial<Record<HttpMethod, unknown>> & { parameters?: unknown[] }>;
  components: Record<string, Record<string, unknown>>;
  security?: unknown[];
}

// A path, not a URL object: under jsdom the global URL is not the one node:fs accepts.
const DOCUMENT_PATH = join(dirname(fileURLToPath(import.meta.url)), '../../openapi.yaml');

/** The contract, read once per process from mocks/openapi.yaml. */
export const openApiDocument = yaml.load(readFileSync(DOCUMENT_PATH, 'utf8')) as OpenApiDocument;
