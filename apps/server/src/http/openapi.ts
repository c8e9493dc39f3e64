import { urlOf } from '@mp/core/contract';
import { z } from 'zod';
import { classicUrl } from './classic-route.ts';
import type { EndpointDef } from './endpoint.ts';
import type { CbEndpointDef } from './gateway.ts';

/** JSON Schema of a zod schema; a type JSON Schema cannot express becomes `{}` rather than failing. */
function jsonSchema(schema: z.ZodType): unknown {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  } catch {
    return {};
  }
}

const ENVELOPE_DOC = `Every classic call is a POST of an application/x-www-form-urlencoded form with t (the wrapped
session key), d (the sealed {ts, nonce, body}) and enter=PC; x-request-schema describes the body before
sealing. The answer is ClassicAnswer: on success gda.msg_cd SCM00000 and d = the sealed data object.
Calls marked x-encrypted false take the body's fields directly in the form and answer a plain data object.
Headers: formToken (state-changing calls of a session), x-lang (zh-TW or en). See docs/protocol.md.`;

const COMPONENTS = {
  schemas: {
    ClassicRequest: {
      type: 'object',
      required: ['t', 'd', 'enter'],
      additionalProperties: false,
      properties: { t: { type: 'string' }, d: { type: 'string' }, enter: { const: 'PC' } },
    },
    ClassicAnswer: {
      type: 'object',
      required: ['gda', 'enc_sts'],
      properties: {
        gda: {
          type: 'object',
          required: ['msg_cd', 'msg_inf'],
          properties: { msg_cd: { type: 'string' }, msg_inf: { type: 'string' } },
        },
        enc_sts: { enum: ['0', '1'] },
        d: { type: 'string' },
        t: { type: 'string' },
        data: { type: 'object' },
      },
    },
    CbAnswer: {
      type: 'object',
      properties: {
        res_data: { type: 'string' },
        code: { type: 'string' },
        message: { type: 'string' },
        data: { type: 'object' },
      },
    },
  },
};

type Described = Pick<
  EndpointDef,
  'access' | 'mutates' | 'code' | 'areas' | 'summary' | 'request' | 'answer' | 'encrypted'
>;

function operation(def: Described, tag: string, requestBody: object | undefined, answerRef: string) {
  return {
    summary: def.summary,
    tags: [tag],
    'x-access': def.access,
    'x-mutates': def.mutates,
    'x-encrypted': def.encrypted !== false,
    ...(def.code ? { 'x-permission-code': def.code } : {}),
    ...(def.areas ? { 'x-areas': def.areas } : {}),
    'x-request-schema': jsonSchema(def.request),
    'x-response-schema': jsonSchema(def.answer),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      '200': { description: 'Answer', content: { 'application/json': { schema: { $ref: answerRef } } } },
    },
  };
}

/** The OpenAPI document of every registered endpoint, built from the same registry the server runs. */
export function openApiDocument(endpoints: readonly EndpointDef[], cbEndpoints: readonly CbEndpointDef[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const def of endpoints) {
    const form =
      def.encrypted === false
        ? { type: 'object', description: 'The body fields themselves, plus enter=PC' }
        : { $ref: '#/components/schemas/ClassicRequest' };
    const requestBody = { content: { 'application/x-www-form-urlencoded': { schema: form } } };
    paths[classicUrl(def)] = {
      post: operation(def, def.path.split('/')[0], requestBody, '#/components/schemas/ClassicAnswer'),
    };
  }
  for (const def of cbEndpoints) {
    const requestBody =
      def.method === 'GET'
        ? undefined
        : {
            content: {
              'application/json': {
                schema:
                  def.encrypted === false
                    ? { type: 'object' }
                    : {
                        type: 'object',
                        required: ['req_data'],
                        properties: { req_data: { type: 'string' } },
                      },
              },
            },
          };
    paths[urlOf(def)] = {
      [(def.method ?? 'POST').toLowerCase()]: operation(
        def,
        'crossborder',
        requestBody,
        '#/components/schemas/CbAnswer',
      ),
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Merchant portal API', version: '1.0.0', description: ENVELOPE_DOC },
    components: COMPONENTS,
    paths,
  };
}
