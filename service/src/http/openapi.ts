/**
 * The OpenAPI 3.1 description of the API, generated from the route tables (the platform's and
 * World Family's) and the planned routes, with the contract's zod schemas turned into JSON
 * Schema: what a site builder or an integrator reads (docs/architecture.md "One route table").
 */
import {
  errorBodySchema,
  MEMBER_COOKIE,
  type PlannedRoute,
  type Route,
  type RouteTable,
  SDK_VERSION,
} from '@wf/sdk/contract';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * Definitions shared by the document's schemas (a recursive type such as free-form JSON), kept
 * in components/schemas: an embedded schema's own `#/$defs/...` would not resolve there.
 */
class SharedDefinitions {
  readonly schemas: Record<string, JsonSchema> = {};
  readonly #names = new Map<string, string>();

  /** The schema with its $defs moved here and its references pointed at them. */
  adopt(schema: JsonSchema): JsonSchema {
    const { $defs, ...rest } = schema as JsonSchema & { $defs?: Record<string, JsonSchema> };
    if (!$defs) return rest;
    const renamed = new Map<string, string>();
    for (const [local, definition] of Object.entries($defs)) {
      const key = JSON.stringify(definition);
      let name = this.#names.get(key);
      if (!name) {
        name = `Shared${this.#names.size + 1}`;
        this.#names.set(key, name);
      }
      renamed.set(`#/$defs/${local}`, `#/components/schemas/${name}`);
    }
    const retarget = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(retarget);
      if (value === null || typeof value !== 'object') return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [
          key,
          key === '$ref' && typeof item === 'string' ? (renamed.get(item) ?? item) : retarget(item),
        ]),
      );
    };
    for (const [local, definition] of Object.entries($defs)) {
      const name = renamed.get(`#/$defs/${local}`)?.split('/').pop() as string;
      this.schemas[name] = retarget(definition) as JsonSchema;
    }
    return retarget(rest) as JsonSchema;
  }
}

/** JSON Schema of a contract schema, as requests send it ('input') or answers carry it ('output'). */
function jsonSchemaOf(
  shared: SharedDefinitions,
  schema: z.core.$ZodType,
  io: 'input' | 'output',
): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    // Refinements (a check across fields) have no JSON Schema form: the type is still exact.
    unrepresentable: 'any',
  }) as JsonSchema;
  return shared.adopt(rest);
}

/** The OpenAPI form of a path: '{teamId}' is already OpenAPI's. */
// The key is optional: a request that names its app alone is answered with the key of the
// service's mode (http/app-context.ts).
const SECURITY = {
  app: [{ appId: [], publicKey: [] }, { appId: [] }],
  member: [
    { appId: [], publicKey: [], bearer: [] },
    { appId: [], publicKey: [], sessionCookie: [] },
    { appId: [], bearer: [] },
    { appId: [], sessionCookie: [] },
  ],
  secretKey: [{ secretKey: [] }],
  none: [],
} as const;

function securityOf(route: Pick<Route, 'reach' | 'access'>) {
  if (route.reach === 'server') return SECURITY.secretKey;
  if (route.reach !== 'app') return SECURITY.none;
  return route.access === 'anyone' ? SECURITY.app : SECURITY.member;
}

/** Path parameters named in a path. */
function pathParameters(path: string): JsonSchema[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

/** Query parameters from a query schema (an object schema's properties). */
function queryParameters(shared: SharedDefinitions, route: Route): JsonSchema[] {
  const parameters: JsonSchema[] = [];
  if (route.query) {
    const schema = jsonSchemaOf(shared, route.query, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      parameters.push({
        name,
        in: 'query',
        required: schema.required?.includes(name) ?? false,
        schema: property,
      });
    }
  }
  return parameters;
}

function requestBodyOf(shared: SharedDefinitions, route: Route): JsonSchema | undefined {
  if (!route.body) return undefined;
  if (route.body === 'multipart') {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            additionalProperties: { type: 'string', contentMediaType: 'application/octet-stream' },
          },
        },
      },
    };
  }
  // A page's button posts an HTML form; API calls post JSON.
  const mediaType = route.reach === 'page' ? 'application/x-www-form-urlencoded' : 'application/json';
  return {
    required: true,
    content: { [mediaType]: { schema: jsonSchemaOf(shared, route.body, 'input') } },
  };
}

function successOf(shared: SharedDefinitions, route: Route): Record<string, JsonSchema> {
  const status = String(route.status ?? 200);
  if (route.reply === 'redirect') return { [status]: { description: 'Redirects the browser.' } };
  if (route.reply === 'text') {
    return {
      [status]: { description: 'The text OK.', content: { 'text/plain': { schema: { const: 'OK' } } } },
    };
  }
  if (route.reply === 'html') {
    return {
      [status]: { description: 'An HTML page.', content: { 'text/html': { schema: { type: 'string' } } } },
    };
  }
  return {
    [status]: {
      description: 'Success.',
      content: { 'application/json': { schema: jsonSchemaOf(shared, route.reply, 'output') } },
    },
  };
}

const ERROR_RESPONSE = {
  description:
    'An error: `{ error: { code, message, details? } }`, the message meant for people (400 invalid request, 401 not signed in or invalid token, 403 forbidden, 404, 409, 413, 415, 429 with Retry-After, 501 not available yet).',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

/** One operation for the routes sharing a method and path (a query value picks among them). */
function operationOf(shared: SharedDefinitions, group: [string, Route][]): JsonSchema {
  const [, first] = group[0] as [string, Route];
  const picks = group.flatMap(([, route]) => Object.entries(route.match ?? {}));
  const parameters = [
    ...pathParameters(first.path),
    ...group.flatMap(([, route]) => queryParameters(shared, route)),
    ...picks.map(([name, value]) => ({
      name,
      in: 'query',
      required: false,
      description: `"${value}" selects ${group.find(([, r]) => r.match?.[name] === value)?.[0]}.`,
      schema: { type: 'string', enum: [value] },
    })),
  ];
  const bodies = group.map(([, route]) => requestBodyOf(shared, route)).filter((body) => body !== undefined);
  const jsonBodies = bodies.map(
    (body) => (body.content as Record<string, { schema: JsonSchema }>)['application/json']?.schema,
  );
  const requestBody =
    bodies.length > 1 && jsonBodies.every(Boolean)
      ? { required: true, content: { 'application/json': { schema: { oneOf: jsonBodies } } } }
      : bodies[0];
  return {
    operationId: group.map(([name]) => name).join('_or_'),
    summary: group.map(([, route]) => route.summary).join(' Or: '),
    tags: [first.tag],
    security: securityOf(first),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      ...Object.assign({}, ...group.map(([, route]) => successOf(shared, route))),
      default: ERROR_RESPONSE,
    },
  };
}

function plannedOperation(planned: PlannedRoute, index: number): JsonSchema {
  return {
    operationId: `planned_${index}`,
    summary: `${planned.message} (answers 501)`,
    tags: [planned.tag],
    security: securityOf({ reach: planned.reach, access: 'anyone' }),
    ...(pathParameters(planned.path).length > 0 ? { parameters: pathParameters(planned.path) } : {}),
    responses: { '501': { ...ERROR_RESPONSE, description: 'Not available yet.' } },
  };
}

/** Routes served under a base of their own (the admin API at /admin-api), described beside the API's. */
export interface OtherBase {
  serverUrl: string;
  tables: readonly RouteTable[];
}

/** The operations of `tables`, by path, added to `paths`; `servers` overrides the document's for them. */
function addOperations(
  shared: SharedDefinitions,
  paths: Record<string, Record<string, JsonSchema>>,
  tables: readonly RouteTable[],
  servers?: readonly { url: string }[],
): void {
  const groups = new Map<string, [string, Route][]>();
  for (const table of tables) {
    for (const [name, route] of Object.entries(table)) {
      const key = `${route.method} ${route.path}`;
      groups.set(key, [...(groups.get(key) ?? []), [name, route]]);
    }
  }
  const mine = new Set<string>();
  for (const group of groups.values()) {
    const [, first] = group[0] as [string, Route];
    if (servers && paths[first.path] && !mine.has(first.path)) {
      throw new Error(`${first.path} is a path of two bases: the OpenAPI document cannot tell them apart`);
    }
    mine.add(first.path);
    paths[first.path] ??= servers ? ({ servers } as unknown as Record<string, JsonSchema>) : {};
    (paths[first.path] as Record<string, JsonSchema>)[first.method.toLowerCase()] = operationOf(
      shared,
      group,
    );
  }
}

/** The document for the API at `serverUrl` (e.g. https://worldfamily.example/api). */
export function openApiDocument(options: {
  serverUrl: string;
  tables: readonly RouteTable[];
  planned: readonly PlannedRoute[];
  /** Routes under other bases: the admin API. */
  otherBases?: readonly OtherBase[];
}): JsonSchema {
  const shared = new SharedDefinitions();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  addOperations(shared, paths, options.tables);
  for (const base of options.otherBases ?? []) {
    addOperations(shared, paths, base.tables, [{ url: base.serverUrl }]);
  }
  options.planned.forEach((planned, index) => {
    paths[planned.path] ??= {};
    (paths[planned.path] as Record<string, JsonSchema>)[planned.method.toLowerCase()] = plannedOperation(
      planned,
      index,
    );
  });
  return {
    openapi: '3.1.0',
    info: {
      title: 'World Family membership API',
      version: SDK_VERSION,
      description:
        "The membership service: sign-in, members, plans, teams, gated content, and World Family's own backend. Calls name their app with X-APP-ID and X-API-Key; a signed-in member adds `Authorization: Bearer <token>` (or, on the site's own origin, the session cookie with the X-XSRF-TOKEN header on writes). The admin API (paths with a server of their own, /admin-api) is called from the app owner's servers with a secret key alone in X-API-Key.",
    },
    servers: [{ url: options.serverUrl }],
    paths,
    components: {
      securitySchemes: {
        appId: { type: 'apiKey', in: 'header', name: 'X-APP-ID' },
        publicKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        secretKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-API-Key',
          description: 'A secret key of the app (sk_sb_... test, sk_... live): the admin API only.',
        },
        bearer: { type: 'http', scheme: 'bearer' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: MEMBER_COOKIE },
      },
      schemas: { Error: jsonSchemaOf(shared, errorBodySchema, 'output'), ...shared.schemas },
    },
  };
}
