import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { openApiDocument } from './document';
import { schemaName, type Operation, type SchemaPointer } from './operations';

const DOCUMENT_ID = 'openapi';

function createAjv(options: { coerceTypes: boolean | 'array' }): Ajv2020 {
  // strict off: the contract uses OpenAPI's own keywords (`examples`, `discriminator`) freely.
  const ajv = new Ajv2020({ allErrors: true, strict: false, coerceTypes: options.coerceTypes });
  addFormats.default(ajv);
  ajv.addSchema({ $id: DOCUMENT_ID, paths: openApiDocument.paths, components: openApiDocument.components });
  return ajv;
}

// Bodies are JSON, typed as they are; parameters arrive as strings and are read as their schema's type
// (a repeatable parameter sent once, `?where=rank:ADMIN`, is a list of one).
const bodyAjv = createAjv({ coerceTypes: false });
const parameterAjv = createAjv({ coerceTypes: 'array' });

const compiled = new Map<string, ValidateFunction>();

function validatorFor(ajv: Ajv2020, key: string, schema: object): ValidateFunction {
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  return validate;
}

const refTo = (pointer: SchemaPointer) => ({ $ref: `${DOCUMENT_ID}${pointer}` });

/** One problem with a request, named by where it is: `body.username`, `query.page`, `path.id`. */
export interface FieldError {
  field: string;
  message: string;
}

function fieldErrors(where: string, errors: ErrorObject[] | null | undefined): FieldError[] {
  return (errors ?? []).map((error) => {
    const missing = error.keyword === 'required' ? `/${String(error.params.missingProperty)}` : '';
    const extra = error.keyword === 'additionalProperties' ? `/${String(error.params.additionalProperty)}` : '';
    const path = `${error.instancePath}${missing}${extra}`.split('/').filter(Boolean).join('.');
    const message =
      error.keyword === 'required' ? 'is required' : error.keyword === 'additionalProperties' ? 'is not allowed' : (error.message ?? 'is invalid');
    return { field: path === '' ? where : `${where}.${path}`, message };
  });
}

function parameterSchema(operation: Operation, location: 'path' | 'query'): object {
  const parameters = operation.parameters.filter((p) => p.in === location);
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema ? refTo(p.schema) : {}])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

export interface RequestParts {
  pathParams: Record<string, string>;
  query: URLSearchParams;
  /** The raw body text ('' when none). */
  body: string;
}

/** Every way the request breaks the operation's contract; empty when it keeps it. */
export function requestErrors(operation: Operation, { pathParams, query, body }: RequestParts): FieldError[] {
  const errors: FieldError[] = [];
  const validatePath = validatorFor(parameterAjv, `${operation.operationId}:path`, parameterSchema(operation, 'path'));
  if (!validatePath({ ...pathParams })) errors.push(...fieldErrors('path', validatePath.errors));

  const queryValues: Record<string, string | string[]> = {};
  for (const name of new Set(query.keys())) {
    const all = query.getAll(name);
    queryValues[name] = all.length === 1 ? (all[0] ?? '') : all;
  }
  const validateQuery = validatorFor(parameterAjv, `${operation.operationId}:query`, parameterSchema(operation, 'query'));
  if (!validateQuery(queryValues)) errors.push(...fieldErrors('query', validateQuery.errors));

  const spec = operation.requestBody;
  if (body.trim() === '') {
    if (spec?.required) errors.push({ field: 'body', message: 'is required' });
    return errors;
  }
  if (!spec?.jsonSchema) return errors;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [...errors, { field: 'body', message: 'is not valid JSON' }];
  }
  const validateBody = validatorFor(bodyAjv, `${operation.operationId}:body`, refTo(spec.jsonSchema));
  if (!validateBody(parsed)) errors.push(...fieldErrors('body', validateBody.errors));
  return errors;
}

/** A response that breaks the contract: which schema, where in it, and what. */
export interface ResponseViolation {
  schema: string;
  problems: string[];
}

const ERROR_BODY_POINTER = '#/components/schemas/ApiErrorBody';

/**
 * Checks a JSON response body against the schema declared for its status. A status the
 * operation does not declare is a violation, except errors: every call may answer any
 * error status with the common error body (the contract's conventions say so).
 */
export function responseViolation(operation: Operation, status: number, body: unknown): ResponseViolation | null {
  const declared = operation.responses.get(String(status)) ?? operation.responses.get(`${String(status)[0]}XX`) ?? operation.responses.get('default');
  const pointer = declared ? declared.jsonSchema : status >= 400 ? ERROR_BODY_POINTER : undefined;
  if (pointer === undefined) return { schema: `${operation.path} responses`, problems: [`status ${status} is not declared`] };
  if (pointer === null) return null;
  const validate = validatorFor(bodyAjv, `response:${pointer}`, refTo(pointer));
  if (validate(body)) return null;
  return {
    schema: schemaName(pointer),
    problems: (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'} (${e.schemaPath})`),
  };
}

const componentPointer = (schema: string) => `#/components/schemas/${schema}`;

/**
 * A value checked against a named schema of the contract, for checks the path decides (a
 * staff collection's `<Collection>Input`). `partial` checks only the fields present, as an
 * edit sends them, still refusing fields the schema does not have.
 */
export function schemaErrors(schema: string, value: Record<string, unknown>, where: string, { partial = false } = {}): FieldError[] {
  if (!partial) {
    const validate = validatorFor(bodyAjv, `schema:${schema}`, refTo(componentPointer(schema)));
    return validate(value) ? [] : fieldErrors(where, validate.errors);
  }
  const properties = (openApiDocument.components.schemas?.[schema] as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  return Object.entries(value).flatMap(([key, fieldValue]) => {
    if (!(key in properties)) return [{ field: `${where}.${key}`, message: 'is not allowed' }];
    const validate = validatorFor(bodyAjv, `schema:${schema}/${key}`, refTo(`${componentPointer(schema)}/properties/${key}`));
    return validate(fieldValue) ? [] : fieldErrors(`${where}.${key}`, validate.errors);
  });
}

/** A value checked against the schema at a pointer of the contract (a configuration setting's). */
export function valueErrors(pointer: SchemaPointer, value: unknown, where: string): FieldError[] {
  const validate = validatorFor(bodyAjv, `pointer:${pointer}`, refTo(pointer));
  return validate(value) ? [] : fieldErrors(where, validate.errors);
}
