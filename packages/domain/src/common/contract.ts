import type { z } from 'zod';
import type { Permission } from './permissions';

/**
 * One API call, defined once (ADR 0021): the server registers its route from it, checks access
 * from its permission and validates with its schemas; the web calls it through `call(contract,
 * input)` and derives the query key from it. The spec's paths and field names live here, at the
 * edge, exactly as the spec spells them.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `public`: anyone; `signedIn`: any role; otherwise the roles of one permission in the table. */
export type ContractAccess = Permission | 'public' | 'signedIn';

type ApiPath = `/api/${string}`;

export interface ContractDefinition {
  method: HttpMethod;
  path: ApiPath;
  /** The same call at the legacy paths spec 1 §7 still names (ADR 0010). */
  aliases?: readonly ApiPath[];
  access: ContractAccess;
  /** The OpenAPI group at /api/docs. */
  tag: string;
  /** The values of the path's `:name` placeholders. */
  params?: z.ZodType;
  /** GET and DELETE calls take a query string; the others a JSON body. Never both. */
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body is multipart/form-data with one file part (and the text fields it names). */
  upload?: true;
  /** The success status: 201 for calls that create, 202 for work that goes on in the background. */
  status?: 200 | 201 | 202;
  /** The JSON answer. A contract without one answers a file (a PDF, a backup) as a binary body. */
  response?: z.ZodType;
}

/** Keeps the literal types (path, method, access) so handlers and callers are typed exactly. */
export function defineContract<const C extends ContractDefinition>(contract: C): C {
  return contract;
}

/**
 * What a browser needs to call a contract, and nothing of its schemas (ADR 0031): the storefront's
 * first load calls through routes so that it carries no validation library. The contract stays the
 * one definition; routes are derived from it (`routeOf`), at build time for the web.
 */
export interface ContractRoute<C extends ContractDefinition = ContractDefinition> {
  method: C['method'];
  path: C['path'];
  access: C['access'];
  /** `json` for a contract with a JSON answer; `file` for one that answers a file. */
  answer: 'json' | 'file';
  /** A DELETE with a body sends its fields as JSON, not in the query. */
  hasBody: boolean;
  upload: boolean;
  /** Never set: carries the contract's types to `call` and `contractKey`. */
  readonly contract?: C;
}

/** The route of a contract: the fields a client reads, in a plain object. */
export function routeOf<C extends ContractDefinition>(contract: C | ContractRoute<C>): ContractRoute<C> {
  if ('answer' in contract) return contract;
  return {
    method: contract.method,
    path: contract.path,
    access: contract.access,
    answer: contract.response ? 'json' : 'file',
    hasBody: Boolean(contract.body),
    upload: Boolean(contract.upload),
  };
}

/** The routes of a group of contracts, keyed as the group is (`authRoutes.me`). */
export type RoutesOfGroup<G> = {
  [Name in keyof G]: G[Name] extends ContractDefinition ? ContractRoute<G[Name]> : never;
};

type InputOf<S> = S extends z.ZodType ? z.input<S> : unknown;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : unknown;

/** What a client sends: the path's params and the query or body fields, in one object. */
export type ContractInput<C extends ContractDefinition> = C['upload'] extends true
  ? UploadInput<C>
  : InputOf<C['params']> & InputOf<C['query']> & InputOf<C['body']>;

/** A file part and the text fields sent with it (e.g. the upload's purpose). */
export interface UploadInput<C extends ContractDefinition> {
  file: Blob;
  fileName?: string;
  fields?: C['body'] extends z.ZodType ? z.input<C['body']> : Record<string, string>;
}

/** What a client receives: the parsed JSON answer, or the file as a Blob. */
export type ContractOutput<C extends ContractDefinition> = C['response'] extends z.ZodType
  ? z.output<C['response']>
  : Blob;

/** What the server's handler hands back to be validated and serialized. */
export type ContractResult<C extends ContractDefinition> = C['response'] extends z.ZodType
  ? z.input<C['response']>
  : never;

export type ContractParams<C extends ContractDefinition> = OutputOf<C['params']>;
export type ContractQuery<C extends ContractDefinition> = OutputOf<C['query']>;
export type ContractBody<C extends ContractDefinition> = OutputOf<C['body']>;

/** The `:name` placeholders of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
}

/** A path with its placeholders filled (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, unknown>): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

/** Every path a contract answers at: its own and its legacy aliases. */
export function pathsOf(contract: ContractDefinition): readonly ApiPath[] {
  return [contract.path, ...(contract.aliases ?? [])];
}
