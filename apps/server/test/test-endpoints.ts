import { z } from 'zod';
import { type EndpointDef, endpoint } from '../src/http/endpoint.ts';
import { type CbEndpointDef, CbError, cbEndpoint } from '../src/http/gateway.ts';
import { scopeSql } from '../src/http/scope.ts';
import { signedIn } from '../src/kernel/context.ts';
import { AppError } from '../src/kernel/errors.ts';

/**
 * Test-only endpoints, registered with buildApp(config, { extraEndpoints }) to exercise every rule of the
 * http layer without depending on any business module.
 */
const Empty = z.object({}).strict();
const me = (ctx: Parameters<EndpointDef['handler']>[0]) => ({
  oper_id: ctx.operator?.id ?? '',
  org_kind: ctx.operator?.orgKind ?? '',
});

export const TEST_WRITE_ACTION = 'test-write';

export const testEndpoints = [
  endpoint({
    prefix: 'main',
    path: 'test/echo',
    access: 'public',
    mutates: false,
    schema: z.object({ text: z.string().max(100), n: z.number().int().optional() }).strict(),
    summary: 'Echo',
    handler: async (ctx, body) => ({ ...body, ...me(ctx) }),
  }),
  endpoint({
    prefix: 'main',
    path: 'test/write',
    access: 'public',
    mutates: true,
    schema: z.object({ marker: z.string().max(64) }).strict(),
    summary: 'Writes one audit row',
    handler: async (ctx, body) => {
      await ctx.db.query('insert into audit_log (action, target) values ($1, $2)', [
        TEST_WRITE_ACTION,
        body.marker,
      ]);
      return {};
    },
  }),
  endpoint({
    prefix: 'main',
    path: 'test/plain',
    access: 'public',
    encrypted: false,
    mutates: false,
    schema: z.object({ x: z.number().int(), label: z.string().optional() }).strict(),
    summary: 'Plain echo',
    handler: async (_ctx, body) => ({ ...body }),
  }),
  endpoint({
    prefix: 'main',
    path: 'test/session',
    access: 'session',
    mutates: false,
    schema: Empty,
    summary: 'Who am I',
    handler: async (ctx) => me(ctx),
  }),
  endpoint({
    prefix: 'main',
    path: 'test/mutate',
    access: 'session',
    mutates: true,
    schema: Empty,
    summary: 'A state-changing call',
    handler: async (ctx) => me(ctx),
  }),
  endpoint({
    prefix: 'main',
    path: 'test/coded',
    access: 'session',
    mutates: false,
    code: '42',
    schema: Empty,
    summary: 'Needs code 42',
    handler: async (ctx) => me(ctx),
  }),
  endpoint({
    prefix: 'main',
    path: 'test/merchant-only',
    access: 'session',
    mutates: false,
    areas: ['merchant'],
    schema: Empty,
    summary: 'Merchant area only',
    handler: async (ctx) => me(ctx),
  }),
  endpoint({
    prefix: 'main',
    path: 'test/pwd',
    access: 'session-pwd-change',
    mutates: false,
    schema: Empty,
    summary: 'Allowed while a password change is pending',
    handler: async (ctx) => me(ctx),
  }),
  endpoint({
    prefix: 'main',
    path: 'test/store',
    access: 'session',
    mutates: false,
    schema: z.object({ store_id: z.string().regex(/^\d{1,18}$/) }).strict(),
    summary: 'One store, inside the tenant scope',
    handler: async (ctx, body) => {
      const scope = await scopeSql(signedIn(ctx), 's', 1, { store: 'id' });
      const row = (
        await ctx.db.query<{ id: string; name: string }>(
          `select s.id, s.name from stores s where s.id = $1 and ${scope.sql}`,
          [body.store_id, ...scope.params],
        )
      ).rows[0];
      if (!row) throw new AppError('SCM40401');
      return row;
    },
  }),
  endpoint({
    prefix: 'main',
    path: 'test/login-as',
    access: 'public',
    mutates: true,
    schema: z.object({ operator_id: z.string() }).strict(),
    summary: 'Starts a session (stands in for a login)',
    handler: async (ctx, body) => ({ form_token: (await ctx.startSession(body.operator_id)).formToken }),
  }),
  endpoint({
    prefix: 'main',
    path: 'test/logout',
    access: 'session-pwd-change',
    mutates: true,
    schema: Empty,
    summary: 'Ends the session',
    handler: async (ctx) => {
      await ctx.endSession('logout');
      return {};
    },
  }),
  endpoint({
    prefix: 'main',
    path: 'test/boom',
    access: 'public',
    mutates: false,
    schema: Empty,
    summary: 'Fails with an unexpected error',
    handler: async () => {
      throw new Error('secret detail of the failure');
    },
  }),
  endpoint({
    prefix: 'main',
    path: 'test/limited',
    access: 'public',
    mutates: false,
    rateLimit: { max: 3, windowMs: 60_000 },
    schema: Empty,
    summary: 'Three calls a minute',
    handler: async () => ({}),
  }),
  endpoint({
    prefix: 'query',
    path: 'test/q',
    access: 'public',
    mutates: false,
    schema: Empty,
    summary: 'On the query prefix',
    handler: async () => ({ prefix: 'query' }),
  }),
] as EndpointDef[];

export const testCbEndpoints = [
  cbEndpoint({
    path: 'test/echo',
    access: 'public',
    mutates: false,
    schema: z.object({ text: z.string() }).strict(),
    summary: 'Gateway echo',
    handler: async (_ctx, body) => ({ ...body }),
  }),
  cbEndpoint({
    path: 'test/r0',
    access: 'public',
    encrypted: false,
    mutates: false,
    schema: z.object({}).strict(),
    summary: 'Plain gateway call (like comm/createR0)',
    handler: async () => ({ r0: 'plain' }),
  }),
  cbEndpoint({
    path: 'test/page',
    method: 'GET',
    access: 'session',
    mutates: false,
    code: '9',
    schema: z.object({ page: z.number().int() }).strict(),
    summary: 'GET with query parameters',
    handler: async (ctx, body) => ({ page: body.page, oper_id: ctx.operator?.id ?? '' }),
  }),
  cbEndpoint({
    path: 'test/apply',
    access: 'session',
    mutates: true,
    code: '9',
    schema: z.object({}).strict(),
    summary: 'A state-changing gateway call',
    handler: async () => ({ ok: 'Y' }),
  }),
  cbEndpoint({
    path: 'test/export',
    access: 'public',
    mutates: false,
    okCode: '90001',
    schema: z.object({}).strict(),
    summary: 'Export success code',
    handler: async () => ({}),
  }),
  cbEndpoint({
    path: 'test/rate',
    access: 'public',
    mutates: false,
    schema: z.object({}).strict(),
    summary: 'The rate/fee dialog code',
    handler: async () => {
      throw new CbError('T31624', {
        zh: '匯率已變動，請重新計算',
        en: 'The rate has changed. Please recalculate.',
      });
    },
  }),
] as CbEndpointDef[];
