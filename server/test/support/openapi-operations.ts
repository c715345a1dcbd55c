import type { JsonSchema } from './json-schema-arbitrary.js';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Parameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header';
  readonly schema?: JsonSchema;
}

/** One operation of the app's OpenAPI document (`GET /api/docs`). */
export interface Operation {
  readonly method: Method;
  /** The document's path, `/api/section/{id}`. */
  readonly path: string;
  readonly parameters: readonly Parameter[];
  /** The schema of a JSON body, or `undefined`. */
  readonly jsonBody: JsonSchema | undefined;
  readonly multipart: boolean;
}

export interface OpenApiDocument {
  readonly paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
  readonly components: { readonly schemas: Record<string, JsonSchema> };
}

/** The operations of the document, the DELETEs last (so that the others find the things they act on). */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method as Method,
      path,
      parameters: operation.parameters ?? [],
      jsonBody: operation.requestBody?.content['application/json']?.schema,
      multipart: operation.requestBody?.content['multipart/form-data'] !== undefined,
    })),
  );
  return [...operations.filter((op) => op.method !== 'delete'), ...operations.filter((op) => op.method === 'delete')];
}

/** The names of an operation's path parameters, in order: `/api/project2/{id}/file/{fileId}` → `id`, `fileId`. */
export function pathParametersOf(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/** The path with its parameters put in, in order. */
export function fillPath(path: string, params: readonly string[]): string {
  let index = 0;
  return path.replace(/\{(\w+)\}/g, () => params[index++] as string);
}
