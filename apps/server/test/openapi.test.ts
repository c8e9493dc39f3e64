import { urlOf } from '@mp/core/contract';
import { ALL_CONTRACTS } from '@mp/core/contracts/index';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument, operationIdOf } from '../src/http/openapi.ts';
import { allCbEndpoints, allEndpoints } from '../src/modules/index.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { testCbEndpoints, testEndpoints } from './test-endpoints.ts';

/**
 * The OpenAPI document (issue 18, point 2): valid OpenAPI 3.1 by a real validator, every registered route
 * in it with an operationId, real request and answer schemas, error answers, and a readable page.
 */
let server: TestServer;
let doc: any;
beforeAll(async () => {
  server = await startTestServer({
    fresh: false,
    deps: { extraEndpoints: testEndpoints, extraCbEndpoints: testCbEndpoints },
  });
  doc = await (await fetch(`${server.url}/openapi.json`)).json();
});
afterAll(async () => {
  await server?.close();
});

const opsOf = (d: any) =>
  Object.entries(d.paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op })),
  );

describe('/openapi.json', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // Every reference resolves inside the document.
    const refs = new Set<string>();
    JSON.stringify(doc, (key, value) => {
      if (key === '$ref') refs.add(value);
      return value;
    });
    for (const r of refs) {
      const target = r
        .replace(/^#\//, '')
        .split('/')
        .reduce((node: any, part) => node?.[part.replaceAll('~1', '/').replaceAll('~0', '~')], doc);
      expect(target, r).toBeDefined();
    }
  });

  it('documents every registered route, and nothing that is not one', () => {
    const documented = new Set(opsOf(doc).map((o) => `${o.method.toUpperCase()} ${o.path}`));
    const registered = server.built.routes
      .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && !r.url.includes('*'))
      // The local face-verification vendor's page (ports/face-local.ts) stands for the outside party's
      // site, not the portal's API: a real vendor's page is not in this document either.
      .filter((r) => !r.url.startsWith('/face-local/'))
      .map((r) => `${r.method} ${r.url}`);
    expect(registered.length).toBeGreaterThan(130);
    expect(registered.filter((r) => !documented.has(r))).toEqual([]);
    expect([...documented].filter((d) => !registered.includes(d))).toEqual([]);
    for (const c of ALL_CONTRACTS) expect(doc.paths[urlOf(c)], urlOf(c)).toBeDefined();
    for (const p of ['/healthz', '/livez', '/readyz', '/metrics', '/openapi.json', '/api-docs'])
      expect(doc.paths[p]?.get, p).toBeDefined();
    expect(doc.paths['/syf-mms/sys-mms/file/exportDownload'].get.parameters[0].name).toBe('token');
  });

  it('gives every operation a unique operationId, a summary and error answers', () => {
    const ids = opsOf(doc).map((o) => o.op.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, op } of opsOf(doc)) {
      expect(op.summary, path).toBeTruthy();
      if (path.startsWith('/syf-mms/') && !path.endsWith('exportDownload')) {
        expect(Object.keys(op.responses), path).toEqual(
          expect.arrayContaining(['200', '400', '404', '413', '415', '429', '500', '503']),
        );
        expect(
          op.responses['400'].content['application/json'].schema.properties.gda.properties.msg_cd.enum,
        ).toEqual(['SCM40001']);
      }
    }
    expect(doc.components.schemas.MsgCode.enum).toEqual(
      expect.arrayContaining(['SCM40005', 'SCM60401', 'LOG10001']),
    );
    expect(doc.components.schemas.ErrorAnswer.properties.enc_sts.const).toBe('0');
    expect(doc.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'MPSID',
    });
  });

  it('describes the decrypted request and answer of each endpoint as real schemas, the envelope as transport', () => {
    const login = doc.paths['/syf-mms/sys-mms/admin/login'].post;
    expect(login.operationId).toBe('main_admin_login');
    expect(login['x-request-schema']).toBeUndefined();
    expect(login['x-response-schema']).toBeUndefined();
    const wire = login.requestBody.content['application/x-www-form-urlencoded'].schema;
    expect(wire.allOf).toEqual([{ $ref: '#/components/schemas/ClassicRequest' }]);
    expect(wire.properties.d.contentSchema.properties.body).toEqual({
      $ref: '#/components/schemas/main_admin_login_Request',
    });
    const req = doc.components.schemas.main_admin_login_Request;
    expect(Object.keys(req.properties)).toEqual(
      expect.arrayContaining(['login_name', 'password', 'login_salt']),
    );
    const ans = doc.components.schemas.main_admin_login_Answer;
    expect(Object.keys(ans.properties)).toContain('form_token');
    // Every contract has both schemas in components.
    for (const c of ALL_CONTRACTS) {
      const id = operationIdOf(c);
      expect(doc.components.schemas[`${id}_Request`], id).toBeDefined();
      expect(doc.components.schemas[`${id}_Answer`], id).toBeDefined();
    }
    // A start-up call takes its fields as plain form fields.
    const flag = doc.paths['/syf-mms/sys-mms/secret/secretFlag'].post;
    expect(flag['x-encrypted']).toBe(false);
    expect(flag.requestBody.content['application/x-www-form-urlencoded'].schema.properties.enter.const).toBe(
      'PC',
    );
    expect(doc.info.description).toContain('enter=PC');
    expect(JSON.stringify(doc)).not.toContain('#/$defs/');
  });
});

describe('the document of the production registry (no test endpoints)', () => {
  it('is valid as well, with a description for every tag', async () => {
    const prod = openApiDocument(allEndpoints, allCbEndpoints);
    const result = await new Validator().validate(structuredClone(prod) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(prod.tags.every((t) => t.description.length > 0)).toBe(true);
    if (!allCbEndpoints.length) expect(prod.components.schemas).not.toHaveProperty('GatewayRequest');
    // DEMO=1 registers /dev/outbox, and the document then lists it.
    expect(prod.paths).not.toHaveProperty('/dev/outbox');
    expect(
      openApiDocument(allEndpoints, allCbEndpoints, { demo: true }).paths['/dev/outbox'].get,
    ).toBeDefined();
  });
});

describe('/api-docs', () => {
  it('is a self-contained readable page of every operation', async () => {
    const r = await fetch(`${server.url}/api-docs`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/html');
    const html = await r.text();
    expect(html).not.toMatch(/<script|https?:\/\/(?!seal)/);
    for (const { op } of opsOf(doc)) expect(html).toContain(`id="${op.operationId}"`);
    expect(html).toContain('<code>login_salt</code>');
    expect(html).toContain('<code>form_token</code>');
  });
});
