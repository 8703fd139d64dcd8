import { HTTP_METHODS, openApiDocument, type HttpMethod, type OpenApiDocument } from './document';

/** Where a schema sits in the document, as a JSON pointer the validator resolves. */
export type SchemaPointer = string;

export interface ParameterSpec {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: SchemaPointer | null;
}

export interface ResponseSpec {
  /** The JSON body's schema, or null when the response declares no JSON body. */
  jsonSchema: SchemaPointer | null;
}

export interface Operation {
  operationId: string;
  method: HttpMethod;
  /** The templated path as the document writes it, e.g. `/api/invoices/{id}`. */
  path: string;
  parameters: ParameterSpec[];
  requestBody: { required: boolean; jsonSchema: SchemaPointer | null } | null;
  responses: Map<string, ResponseSpec>;
  /** False for `security: []` operations (public calls). */
  authenticated: boolean;
  matcher: RegExp;
  /** Literal segments count: `/pay/balance` must win over `/pay/{provider}`. */
  literalSegments: number;
}

type Json = Record<string, unknown>;

const escapePointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

export function readPointer(document: OpenApiDocument, pointer: string): unknown {
  return pointer
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, part) => (node as Json | undefined)?.[part], document);
}

/** Follows OpenAPI `$ref`s (responses, parameters, request bodies) and keeps the pointer. */
function deref(document: OpenApiDocument, value: unknown, pointer: string): { value: Json; pointer: string } {
  let current = value as Json;
  let at = pointer;
  while (typeof current.$ref === 'string') {
    at = current.$ref;
    current = readPointer(document, current.$ref) as Json;
  }
  return { value: current, pointer: at };
}

/** The named schema a pointer stands for (`#/components/schemas/User`), else the pointer itself. */
export function schemaName(pointer: SchemaPointer): string {
  const node = readPointer(openApiDocument, pointer) as Json | undefined;
  return typeof node?.$ref === 'string' ? node.$ref : pointer;
}

function jsonSchemaOf(content: unknown, pointer: string): SchemaPointer | null {
  const json = (content as Json | undefined)?.['application/json'] as Json | undefined;
  return json?.schema === undefined ? null : `${pointer}/content/application~1json/schema`;
}

/** `/api/invoices/{id}` → a regex taking an optional trailing slash, as the reference backend does. */
function matcherOf(path: string): RegExp {
  const source = path
    .replace(/\/$/, '')
    .split('/')
    .map((segment) => (/^\{.+\}$/.test(segment) ? `(?<${segment.slice(1, -1)}>[^/]+)` : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

export function indexOperations(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const pathPointer = `#/paths/${escapePointer(path)}`;
    for (const method of HTTP_METHODS) {
      const raw = item[method] as Json | undefined;
      if (!raw) continue;
      const opPointer = `${pathPointer}/${method}`;
      const parameters = [
        ...(item.parameters ?? []).map((p, i) => deref(document, p, `${pathPointer}/parameters/${i}`)),
        ...((raw.parameters as unknown[] | undefined) ?? []).map((p, i) => deref(document, p, `${opPointer}/parameters/${i}`)),
      ].map(({ value, pointer }): ParameterSpec => ({
        name: value.name as string,
        in: value.in as ParameterSpec['in'],
        required: value.required === true,
        schema: value.schema === undefined ? null : `${pointer}/schema`,
      }));
      const body = raw.requestBody === undefined ? null : deref(document, raw.requestBody, `${opPointer}/requestBody`);
      const responses = new Map<string, ResponseSpec>();
      for (const [status, response] of Object.entries((raw.responses as Json | undefined) ?? {})) {
        const resolved = deref(document, response, `${opPointer}/responses/${status}`);
        responses.set(status, { jsonSchema: jsonSchemaOf(resolved.value.content, resolved.pointer) });
      }
      operations.push({
        operationId: raw.operationId as string,
        method,
        path,
        parameters,
        requestBody: body && { required: body.value.required === true, jsonSchema: jsonSchemaOf(body.value.content, body.pointer) },
        responses,
        authenticated: ((raw.security as unknown[] | undefined) ?? document.security ?? []).length > 0,
        matcher: matcherOf(path),
        literalSegments: path.split('/').filter((segment) => segment !== '' && !segment.startsWith('{')).length,
      });
    }
  }
  // Most literal first, so a fixed path wins over a template that also matches it.
  return operations.sort((a, b) => b.literalSegments - a.literalSegments);
}

export const operations = indexOperations(openApiDocument);

/** The operation answering this method and path, with its path parameters. */
export function findOperation(method: string, pathname: string): { operation: Operation; pathParams: Record<string, string> } | null {
  const lower = method.toLowerCase();
  for (const operation of operations) {
    if (operation.method !== lower) continue;
    const match = operation.matcher.exec(pathname);
    if (match) return { operation, pathParams: decodeAll(match.groups ?? {}) };
  }
  return null;
}

const decodeAll = (groups: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(groups).map(([name, value]) => [name, decodeURIComponent(value)]));
