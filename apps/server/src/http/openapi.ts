import { CATALOGUE, CB_CODES, type MsgCode } from '@mp/core';
import { PREFIXES, type Prefix, urlOf } from '@mp/core/contract';
import { PORTAL_AREAS } from '@mp/core/routes';
import { DOWNLOAD_PATH } from '@mp/core/schemas/exports';
import { z } from 'zod';
import type { EndpointDef } from './endpoint.ts';
import type { CbEndpointDef } from './gateway.ts';
import { SESSION_COOKIE } from './session.ts';

/**
 * The OpenAPI 3.1 document of the server, generated from the same registry (the contracts of
 * packages/core/src/contracts) the server runs. Every endpoint's decrypted request and answer are real
 * JSON Schemas under components.schemas (`<operationId>_Request`, `<operationId>_Answer`, made by zod's
 * toJSONSchema); the wire shape around them is the envelope, a transport described once in
 * components.schemas (ClassicRequest, SealedAnswer, ErrorAnswer, GatewayRequest, GatewayAnswer) and in
 * info.description, and tied to each operation with JSON Schema's contentMediaType/contentSchema on the
 * sealed field (`d`, `req_data`, `res_data`): "this string opens to that JSON".
 */

type Json = Record<string, unknown>;

/** Fields a JSON Schema of zod carries that do not belong inside an OpenAPI component. */
function clean(schema: Json): Json {
  const { $schema: _, ...rest } = schema;
  return rest;
}

/**
 * JSON Schema of a zod schema (as the client sends or receives it). Local definitions ($defs, for the
 * recursive menu tree) move to components under `<name>_<def>` and their references follow.
 */
function componentSchemas(name: string, schema: z.ZodType, into: Record<string, Json>): void {
  let json: Json;
  try {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  } catch {
    json = {};
  }
  const defs = (json.$defs ?? {}) as Record<string, Json>;
  delete json.$defs;
  let text = JSON.stringify(clean(json));
  for (const def of Object.keys(defs)) {
    text = text.replaceAll(`"#/$defs/${def}"`, `"#/components/schemas/${name}_${def.replace(/^_+/, '')}"`);
  }
  for (const [def, body] of Object.entries(defs)) {
    let t = JSON.stringify(body);
    for (const d of Object.keys(defs))
      t = t.replaceAll(`"#/$defs/${d}"`, `"#/components/schemas/${name}_${d.replace(/^_+/, '')}"`);
    into[`${name}_${def.replace(/^_+/, '')}`] = JSON.parse(t);
  }
  into[name] = JSON.parse(text);
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** `main_admin_login`, `query_trade_queryTradeList`, `crossborder_comm_createR0`. */
export function operationIdOf(def: { prefix: Prefix; path: string }): string {
  return `${def.prefix}_${def.path.replace(/[^A-Za-z0-9]+/g, '_')}`;
}

const CODES = Object.keys(CATALOGUE) as MsgCode[];
const byStatus = (status: number) =>
  CODES.filter((c) => CATALOGUE[c] && (CATALOGUE[c] as { http?: number }).http === status);

function codeList(codes: readonly string[]): string {
  return codes
    .map((c) => `\`${c}\` ${(CATALOGUE as Record<string, { en: string }>)[c]?.en ?? ''}`)
    .join('; ');
}

const ENVELOPE_DOC = `The merchant portal's API. Written for a client: docs/protocol.md (the envelope, step by step, with
test vectors) and docs/api.md (every endpoint's fields and rules) say the rest.

**Transport (the envelope).** Every body is encrypted at the application layer on top of TLS. A classic
call is \`POST <prefix><path>\` with \`Content-Type: application/x-www-form-urlencoded\` and three fields:
\`t\` (the client's 32-byte session key wrapped to the server's public key), \`d\` (the sealed request
plaintext \`{"ts":<epoch ms>,"nonce":"<32 hex>","body":{...}}\`) and \`enter=PC\` (required). The
operation's request schema (\`<operationId>_Request\`) is that \`body\`. A successful answer is
\`{"gda":{"msg_cd":"SCM00000","msg_inf":"..."},"enc_sts":"1","d":"<sealed data>","t":"<sid>"}\`, whose \`d\`
opens to the operation's answer schema (\`<operationId>_Answer\`). Every error is plain
(\`enc_sts\` \`0\`, no \`d\`): those found before the body was opened carry the HTTP status of the catalogue
(400, 404, 413, 415, 429, 500, 503), those found after it HTTP 200 with their code. Success is
\`msg_cd.slice(3) === '00000'\`.

**Start-up calls** (\`x-encrypted: false\`): their fields travel as plain form fields (numbers, booleans
and objects JSON-encoded) and the answer is \`{"gda":...,"enc_sts":"0","data":{...}}\`.

**Session.** The login answer sets the cookie \`${SESSION_COOKIE}\` (HttpOnly, SameSite=Strict) and carries
\`form_token\`; state-changing calls of a signed-in session (\`x-mutates: true\`) send it in the \`formToken\`
header, or get \`SCM40005\`. \`x-lang: en\` gives English \`msg_inf\` texts (default zh-TW).

**Cross-border gateway** (\`${PREFIXES.crossborder}\`): JSON \`{"req_data": d}\` with the headers
\`encryptInfo\` (= t), \`sessionVersion: 1.0\` and \`formToken\`; the answer \`{"res_data": d}\` opens to
\`{"code","message","data"}\` (code \`0\` success, \`90001\` export success, \`50001\` session expired);
errors are plain \`{"code","message"}\`. GET calls take their fields from the query string.

Operation extensions: \`x-access\` (public, session, session-pwd-change), \`x-mutates\`, \`x-encrypted\`,
\`x-permission-code\`, \`x-areas\` (organisation kinds allowed: merchant, service, group are the portal's,
provider the back office's), \`x-any-permission-code\` (one of these codes, where the caller's area gates
it), \`x-code-from\` (a further code chosen by a body field: \`codes\` by its value, \`whenPresent\` when it is
given at all; none when every field of \`unless\` holds), \`x-cashier-function\` (a cashier also needs it),
\`x-admin-only\` (the organisation's administrator only), \`x-whole-org\` (not a store-limited operator),
\`x-money-move\` (a confirmed money move: the client-key field, and what confirms it: payPassword, sms, both
or none; docs/protocol.md, "Client keys"). A code binds only where the caller's area has a page gated by it
(the group area's pages carry none).`;

const GDA = {
  type: 'object',
  required: ['msg_cd', 'msg_inf'],
  properties: {
    msg_cd: ref('MsgCode'),
    msg_inf: { type: 'string', description: 'Text of the code in the x-lang language' },
  },
};

function components(): Json {
  return {
    securitySchemes: {
      session: {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE,
        description:
          'The session cookie the login answer sets (HttpOnly, SameSite=Strict; Secure behind TLS)',
      },
    },
    parameters: {
      formToken: {
        name: 'formToken',
        in: 'header',
        required: false,
        description:
          "The login answer's form_token. Required on state-changing calls (x-mutates) of a signed-in session: SCM40005 without it or with another session's",
        schema: { type: 'string' },
      },
      xLang: {
        name: 'x-lang',
        in: 'header',
        required: false,
        description: 'Language of msg_inf: zh-TW (default) or en',
        schema: { type: 'string', enum: ['zh-TW', 'en'] },
      },
      encryptInfo: {
        name: 'encryptInfo',
        in: 'header',
        required: true,
        description: 'The wrapped session key t (docs/protocol.md section 2)',
        schema: { type: 'string', maxLength: 2048 },
      },
      sessionVersion: {
        name: 'sessionVersion',
        in: 'header',
        required: true,
        schema: { type: 'string', const: '1.0' },
      },
    },
    schemas: {
      MsgCode: {
        type: 'string',
        pattern: '^[A-Z]{3}[0-9]{5}$',
        description: `A code of the catalogue (packages/core/src/catalogue.ts); success is msg_cd.slice(3) === '00000'. ${codeList(CODES)}`,
        enum: CODES,
      },
      Gda: GDA,
      ClassicRequest: {
        type: 'object',
        description: 'The wire form of every encrypted classic call',
        required: ['t', 'd', 'enter'],
        additionalProperties: false,
        properties: {
          t: {
            type: 'string',
            maxLength: 2048,
            description:
              'RSA mode: base64 of RSA-OAEP-SHA256(K); SM2 mode: 256 hex of SM2 C1C3C2 (docs/protocol.md section 2)',
          },
          d: {
            type: 'string',
            contentEncoding: 'base64',
            description: 'Sealed RequestPlaintext: AES-256-GCM (RSA mode) or SM4-CBC + HMAC-SM3 (SM2 mode)',
          },
          enter: { type: 'string', const: 'PC' },
        },
      },
      RequestPlaintext: {
        type: 'object',
        description: "What d opens to; the body is the operation's _Request schema",
        required: ['ts', 'nonce', 'body'],
        additionalProperties: false,
        properties: {
          ts: {
            type: 'integer',
            minimum: 1,
            description: 'Client clock, epoch ms; within 5 minutes of the server',
          },
          nonce: { type: 'string', pattern: '^[0-9a-f]{32}$', description: 'New for every request' },
          body: { type: 'object' },
        },
      },
      SealedAnswer: {
        type: 'object',
        description: "A success of an encrypted call: d opens to the operation's _Answer schema",
        required: ['gda', 'enc_sts', 'd', 't'],
        properties: {
          gda: ref('Gda'),
          enc_sts: { type: 'string', const: '1' },
          d: { type: 'string', contentEncoding: 'base64' },
          t: {
            type: 'string',
            pattern: '^[0-9a-f]{32}$',
            description: 'The session id: the first 32 hex of SHA-256(t) or SM3(t)',
          },
        },
      },
      PlainAnswer: {
        type: 'object',
        description: 'A success of a start-up (unencrypted) call',
        required: ['gda', 'enc_sts', 'data'],
        properties: { gda: ref('Gda'), enc_sts: { type: 'string', const: '0' }, data: { type: 'object' } },
      },
      ErrorAnswer: {
        type: 'object',
        description: 'Every error, never encrypted, whenever it was found',
        required: ['gda', 'enc_sts'],
        properties: { gda: ref('Gda'), enc_sts: { type: 'string', const: '0' } },
      },
      GatewayRequest: {
        type: 'object',
        required: ['req_data'],
        additionalProperties: false,
        properties: { req_data: { type: 'string', contentEncoding: 'base64' } },
      },
      GatewayAnswer: {
        type: 'object',
        required: ['res_data'],
        properties: { res_data: { type: 'string', contentEncoding: 'base64' } },
      },
      GatewayPlain: {
        type: 'object',
        description: `A plain gateway answer (errors, comm/createR0): code ${CB_CODES.OK} success, ${CB_CODES.SESSION_EXPIRED} session expired, ${CB_CODES.RATE_DIALOG} rate dialog, a catalogue code otherwise`,
        required: ['code', 'message'],
        properties: { code: { type: 'string' }, message: { type: 'string' }, data: {} },
      },
      Status: {
        type: 'object',
        required: ['status'],
        properties: {
          status: {
            type: 'string',
            enum: ['ok', 'starting', 'database unavailable', 'database busy', 'redis unavailable'],
          },
        },
      },
    },
  };
}

/** The HTTP error answers every classic call may give, before its body could be opened. */
function classicErrors(): Json {
  const out: Json = {};
  for (const status of [400, 404, 413, 415, 429, 500, 503]) {
    const codes = byStatus(status);
    out[String(status)] = {
      description: codeList(codes) || 'Error',
      content: {
        'application/json': {
          schema: {
            allOf: [ref('ErrorAnswer')],
            properties: { gda: { properties: { msg_cd: { enum: codes } } } },
          },
        },
      },
    };
  }
  return out;
}

function gatewayErrors(): Json {
  return {
    '400': {
      description: 'Malformed request: SCM40001, SCM40003, SCM40004...',
      content: { 'application/json': { schema: ref('GatewayPlain') } },
    },
    '404': {
      description: 'No such endpoint (SCM40402)',
      content: { 'application/json': { schema: ref('GatewayPlain') } },
    },
    '500': { description: 'SCM50000', content: { 'application/json': { schema: ref('GatewayPlain') } } },
    '503': {
      description: 'SCM50300 starting',
      content: { 'application/json': { schema: ref('GatewayPlain') } },
    },
  };
}

function extensions(def: EndpointDef): Json {
  return {
    'x-access': def.access,
    'x-mutates': def.mutates,
    'x-encrypted': def.encrypted !== false,
    ...(def.code ? { 'x-permission-code': def.code } : {}),
    'x-areas': def.areas ?? PORTAL_AREAS,
    ...(def.anyCode ? { 'x-any-permission-code': def.anyCode } : {}),
    ...(def.codeFrom ? { 'x-code-from': def.codeFrom } : {}),
    ...(def.cashierFunction ? { 'x-cashier-function': def.cashierFunction } : {}),
    ...(def.adminOnly ? { 'x-admin-only': true } : {}),
    ...(def.wholeOrg ? { 'x-whole-org': true } : {}),
    ...(def.moneyMove ? { 'x-money-move': def.moneyMove } : {}),
  };
}

/**
 * A start-up call's form: the request component's fields as form fields of their own (each by reference
 * into the component), with enter=PC beside them.
 */
function plainForm(name: string, schema: Json): Json {
  const fields = Object.keys((schema.properties as Json | undefined) ?? {});
  const properties: Json = Object.fromEntries(
    fields.map((f) => [f, { $ref: `#/components/schemas/${name}/properties/${f}` }]),
  );
  properties.enter = { type: 'string', const: 'PC' };
  return {
    type: 'object',
    description: `The fields of ${name} as form fields (numbers, booleans and objects JSON-encoded), and enter=PC`,
    properties,
    required: [...((schema.required as string[] | undefined) ?? []), 'enter'],
    additionalProperties: false,
  };
}

function sealed(plaintext: Json): Json {
  return { contentMediaType: 'application/json', contentSchema: plaintext };
}

/** An operation's id and its request and answer schemas, written into the components. */
/**
 * The lengths of a bound (sealed) password field (docs/protocol.md section 9): RSA mode
 * base64(12-byte iv || AES-GCM ciphertext || 16-byte tag) is 40 characters for a one-byte password; SM2
 * mode base64(16-byte iv || SM4 blocks || 32-byte HMAC) is 88 or more; the server takes at most 1024.
 */
export const SEALED_MIN_LENGTH = 40;
export const SEALED_MAX_LENGTH = 1024;

/**
 * Marks a contract's bound password fields in its request schema (issue 30, point 7): each is a sealed
 * value with its real lengths and `x-sealed` (purpose and key field), not the password's own rule; the key
 * field is required whenever a bound field is (the server refuses LOG10005 without it).
 */
function markSealed(def: EndpointDef | CbEndpointDef, schema: Json): void {
  const bound = 'bound' in def ? def.bound : undefined;
  if (!bound) return;
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  for (const field of bound.fields) {
    if (!properties[field]) continue;
    properties[field] = {
      type: 'string',
      minLength: SEALED_MIN_LENGTH,
      maxLength: SEALED_MAX_LENGTH,
      description: `The ${field} sealed to a one-time value of purpose '${bound.purpose}' (docs/protocol.md section 9: "mp-bind-v1:${bound.purpose}:" + secret; RSA: AES-256-GCM, SM2: SM4-CBC + HMAC-SM3; aad/field name "${field}"), base64`,
      'x-sealed': { purpose: bound.purpose, key: bound.key },
    };
  }
  if (properties[bound.key]) {
    properties[bound.key] = {
      ...properties[bound.key],
      description: `The key of a one-time value of purpose '${bound.purpose}' (${bound.purpose === 'login' ? 'admin/getLoginSalt, or secret/getR0Str in SM2 mode' : 'admin/getEncryptSalt'}): spent by this request, whatever its outcome; a retry needs a new one`,
      'x-one-time-key': { purpose: bound.purpose, for: bound.fields },
    };
    if (bound.fields.some((f) => required.has(f))) required.add(bound.key);
  }
  schema.required = [...required];
}

function operationParts(def: EndpointDef | CbEndpointDef, schemas: Record<string, Json>) {
  const id = operationIdOf(def);
  const req = `${id}_Request`;
  const ans = `${id}_Answer`;
  componentSchemas(req, def.request, schemas);
  markSealed(def, schemas[req]);
  componentSchemas(ans, def.answer, schemas);
  return { id, req, ans, encrypted: def.encrypted !== false };
}

function classicOperation(def: EndpointDef, schemas: Record<string, Json>): Json {
  const { id, req, ans, encrypted } = operationParts(def, schemas);
  const parameters: Json[] = [{ $ref: '#/components/parameters/xLang' }];
  if (def.access !== 'public') parameters.unshift({ $ref: '#/components/parameters/formToken' });
  const requestSchema = encrypted
    ? {
        allOf: [ref('ClassicRequest')],
        properties: {
          d: sealed({ allOf: [ref('RequestPlaintext')], properties: { body: ref(req) } }),
        },
      }
    : plainForm(req, schemas[req]);
  const answerSchema = encrypted
    ? { allOf: [ref('SealedAnswer')], properties: { d: sealed(ref(ans)) } }
    : { allOf: [ref('PlainAnswer')], properties: { data: ref(ans) } };
  return {
    operationId: id,
    summary: def.summary,
    description: `${def.summary}. Request body: \`${req}\`${encrypted ? ' (sealed in d)' : ' (plain form fields)'}; answer data: \`${ans}\`${encrypted ? ' (sealed in d)' : ''}.${def.code ? ` Permission code ${def.code}.` : ''}`,
    tags: [def.path.split('/')[0]],
    ...extensions(def),
    ...(def.access !== 'public' ? { security: [{ session: [] }] } : { security: [] }),
    parameters,
    requestBody: {
      required: true,
      content: { 'application/x-www-form-urlencoded': { schema: requestSchema } },
    },
    responses: {
      '200': {
        description:
          'Success (the first schema), or a refusal found after the body was opened: its catalogue code, plain (ErrorAnswer)',
        content: { 'application/json': { schema: { anyOf: [answerSchema, ref('ErrorAnswer')] } } },
      },
      ...classicErrors(),
    },
  };
}

function gatewayOperation(def: CbEndpointDef, schemas: Record<string, Json>): Json {
  const { id, req, ans, encrypted } = operationParts(def, schemas);
  const get = def.method === 'GET';
  const parameters: Json[] = [{ $ref: '#/components/parameters/xLang' }];
  if (encrypted)
    parameters.push(
      { $ref: '#/components/parameters/encryptInfo' },
      { $ref: '#/components/parameters/sessionVersion' },
    );
  if (def.access !== 'public') parameters.push({ $ref: '#/components/parameters/formToken' });
  if (get) {
    const props = (schemas[req].properties ?? {}) as Record<string, Json>;
    const required = new Set((schemas[req].required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries(props))
      parameters.push({ name, in: 'query', required: required.has(name), schema });
    parameters.push({
      name: 'timestamp',
      in: 'query',
      required: false,
      description: 'Epoch ms, against caches',
      schema: { type: 'string' },
    });
  }
  const inner = {
    type: 'object',
    properties: { code: { type: 'string' }, message: { type: 'string' }, data: ref(ans) },
  };
  return {
    operationId: id,
    summary: def.summary,
    description: `${def.summary}. Request: \`${req}\`; answer data: \`${ans}\`.`,
    tags: ['crossborder'],
    ...extensions(def),
    ...(def.access !== 'public' ? { security: [{ session: [] }] } : { security: [] }),
    parameters,
    ...(get
      ? {}
      : {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: encrypted
                  ? {
                      allOf: [ref('GatewayRequest')],
                      properties: {
                        req_data: sealed({
                          allOf: [ref('RequestPlaintext')],
                          properties: { body: ref(req) },
                        }),
                      },
                    }
                  : ref(req),
              },
            },
          },
        }),
    responses: {
      '200': {
        description: 'The answer (sealed in res_data when encrypted), or a plain refusal',
        content: {
          'application/json': {
            schema: {
              anyOf: [
                encrypted
                  ? { allOf: [ref('GatewayAnswer')], properties: { res_data: sealed(inner) } }
                  : inner,
                ref('GatewayPlain'),
              ],
            },
          },
        },
      },
      ...gatewayErrors(),
    },
  };
}

/** What the first segment of a path names (the spec's module names). */
const TAGS: Record<string, string> = {
  operations: 'Probes, metrics and this document: plain GETs outside the API',
  admin: 'Sign-in, sign-out, passwords, operators and roles',
  meradm:
    'Merchant administration: operators, cashiers, stores, merchant information, security settings, notices',
  agt: 'Service-provider sign-in and keys',
  secret: 'Start-up: the envelope mode and the one-time login random',
  risk: 'Start-up: the risk-shield switch',
  basesysconfig: 'Start-up: portal settings',
  captcha: 'Sign-in captchas',
  pc: 'PC pages: sign-out, dashboards, presets',
  oper: 'Operator roles',
  system: 'System information',
  query: 'Queries of the senior query service',
  trade: 'Collections',
  settle: 'Settlement',
  account: 'Accounts and balances',
  gather: 'The gather service: collections and refunds',
  file: 'Exports, scheduled downloads and the download GET',
  crossborder: 'The cross-border gateway',
};

const json = (schema: Json) => ({ 'application/json': { schema } });

function platformPaths(): Record<string, Json> {
  const probe = (operationId: string, summary: string, description: string) => ({
    get: {
      operationId,
      summary,
      description,
      tags: ['operations'],
      security: [],
      responses: {
        '200': { description: 'ok', content: json(ref('Status')) },
        ...(operationId === 'livez'
          ? {}
          : {
              '503': {
                description: 'Not ready: starting, database or Redis unavailable',
                content: json(ref('Status')),
              },
            }),
      },
    },
  });
  return {
    '/livez': probe('livez', 'Liveness', 'The process answers. Never touches the database or Redis.'),
    '/readyz': probe(
      'readyz',
      'Readiness',
      'Ready to serve: migrations and seed done, the database answers within 2 s, Redis (when configured) answers.',
    ),
    '/healthz': probe('healthz', 'Readiness (older name)', 'The same answer as /readyz.'),
    '/metrics': {
      get: {
        operationId: 'metrics',
        summary: 'Prometheus metrics',
        description:
          'Text exposition format 0.0.4: request rate and latency per endpoint, errors by code, export jobs, pool, event loop.',
        tags: ['operations'],
        security: [],
        responses: {
          '200': { description: 'Metrics', content: { 'text/plain': { schema: { type: 'string' } } } },
        },
      },
    },
    '/openapi.json': {
      get: {
        operationId: 'openapi',
        summary: 'This document',
        tags: ['operations'],
        security: [],
        responses: { '200': { description: 'OpenAPI 3.1', content: json({ type: 'object' }) } },
      },
    },
    '/api-docs': {
      get: {
        operationId: 'apiDocs',
        summary: 'This document as a readable page',
        tags: ['operations'],
        security: [],
        responses: {
          '200': { description: 'HTML', content: { 'text/html': { schema: { type: 'string' } } } },
        },
      },
    },
    // The reviewer JSON API (modules/review/ops-api.ts, docs/api.md "Reviewer API"): a staff API token.
    '/ops/review/queue': {
      get: {
        operationId: 'ops_review_queue',
        summary: 'Review queue (reviewer JSON API, token scope review:read)',
        tags: ['review'],
        security: [],
        responses: { '200': { description: '{ code, data }', content: json({ type: 'object' }) } },
      },
    },
    ...Object.fromEntries(
      ['show', 'claim', 'release', 'decide', 'second'].map((a) => [
        `/ops/review/${a}`,
        {
          post: {
            operationId: `ops_review_${a}`,
            summary: `Review kit: ${a} a request named by kind and ref (reviewer JSON API, staff API token)`,
            tags: ['review'],
            security: [],
            responses: { '200': { description: '{ code, data }', content: json({ type: 'object' }) } },
          },
        },
      ]),
    ),
    [DOWNLOAD_PATH]: {
      get: {
        operationId: 'main_file_exportDownload',
        summary: 'Download an exported file or a bill for a one-time token',
        description:
          'The one plain GET of the API. The token (one-time, 5 minutes, bound to the session) comes from an export or bill call. The answer is the file (Content-Disposition attachment), or ErrorAnswer: 401 when the session is gone, 404 when the token or file is, the catalogue status otherwise.',
        tags: ['file'],
        security: [{ session: [] }],
        parameters: [
          { name: 'token', in: 'query', required: true, schema: { type: 'string' } },
          { name: 'lang', in: 'query', required: false, schema: { type: 'string', enum: ['zh-TW', 'en'] } },
          { $ref: '#/components/parameters/xLang' },
        ],
        responses: {
          '200': {
            description: 'The file',
            content: {
              'text/csv': { schema: { type: 'string' } },
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
                schema: { type: 'string', contentEncoding: 'binary' },
              },
              'application/octet-stream': { schema: { type: 'string', contentEncoding: 'binary' } },
            },
          },
          '401': { description: 'SCM60401: no live session', content: json(ref('ErrorAnswer')) },
          '404': { description: 'The token or the file is gone', content: json(ref('ErrorAnswer')) },
          '503': { description: 'SCM50300 starting', content: json(ref('ErrorAnswer')) },
        },
      },
    },
  };
}

/** The OpenAPI document of every registered endpoint, built from the same registry the server runs. */
export function openApiDocument(
  endpoints: readonly EndpointDef[],
  cbEndpoints: readonly CbEndpointDef[],
  opts: { demo?: boolean } = {},
) {
  const base = components();
  const schemas = base.schemas as Record<string, Json>;
  const paths: Record<string, Json> = platformPaths();
  if (opts.demo) {
    paths['/dev/outbox'] = {
      get: {
        operationId: 'devOutbox',
        summary: 'DEMO=1 only: the SMS and e-mail messages the local adapters sent (an HTML page)',
        tags: ['operations'],
        security: [],
        responses: {
          '200': { description: 'HTML', content: { 'text/html': { schema: { type: 'string' } } } },
        },
      },
    };
  }
  for (const def of endpoints) paths[urlOf(def)] = { post: classicOperation(def, schemas) };
  for (const def of cbEndpoints) {
    paths[urlOf(def)] = { [(def.method ?? 'POST').toLowerCase()]: gatewayOperation(def, schemas) };
  }
  if (!cbEndpoints.length) {
    // No gateway endpoint is registered: its transport stays described in info, not as unused parts.
    for (const k of ['GatewayRequest', 'GatewayAnswer', 'GatewayPlain']) delete schemas[k];
    const parameters = base.parameters as Json;
    delete parameters.encryptInfo;
    delete parameters.sessionVersion;
  }
  const tags = [
    ...new Set(
      Object.values(paths).flatMap((p) => Object.values(p).flatMap((o) => (o as Json).tags as string[])),
    ),
  ]
    .sort()
    .map((name) => ({ name, description: TAGS[name] ?? `Endpoints whose path starts with ${name}/` }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Merchant portal API',
      version: '1.0.0',
      description: ENVELOPE_DOC,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'This server' }],
    tags,
    paths,
    components: base,
  };
}
