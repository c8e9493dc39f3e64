import { describe, expect, it } from 'vitest';
import { readClassicForm, sealClassicForm } from './classic.ts';
import { createClientSession } from './client.ts';
import {
  openGatewayResponse,
  readGatewayRequest,
  sealGatewayRequest,
  sealGatewayResponse,
} from './gateway.ts';
import { createServerCrypto } from './server.ts';
import { EnvelopeError } from './types.ts';
import { VECTORS } from './vectors.ts';

const keys = { rsa_public_key: VECTORS.rsa.publicKeySpkiB64, sm2_public_key: VECTORS.sm2.publicKeyHex };
const server = createServerCrypto({
  rsaPrivateKeyPem: VECTORS.rsa.privateKeyPem,
  sm2PrivateKeyHex: VECTORS.sm2.privateKeyHex,
});

describe('classic form fields', () => {
  it('carries t, d and enter=PC through URL encoding', async () => {
    const client = await createClientSession({ secretType: 'RSA', keys });
    const form = await sealClassicForm(client, { page_no: 1 });
    expect(form.enter).toBe('PC');
    // base64 carries + / =, which the form encoding must escape and restore.
    const parsed = Object.fromEntries(new URLSearchParams(new URLSearchParams(form).toString()));
    const { t, d } = readClassicForm(parsed);
    const key = await server.keyFor('RSA', t);
    expect((await server.openRequest(key, d)).body).toEqual({ page_no: 1 });
  });

  it('refuses a form without t, d or enter=PC', () => {
    for (const form of [
      null,
      'x',
      {},
      { t: 'a' },
      { t: 'a', d: 'b' },
      { t: 'a', d: 1, enter: 'PC' },
      { t: 'a', d: 'b', enter: 'APP' },
    ]) {
      expect(() => readClassicForm(form)).toThrow(EnvelopeError);
    }
  });
});

describe('cross-border gateway shape', () => {
  it.each(['RSA', 'SM2'] as const)('round-trips req_data and res_data in %s mode', async (mode) => {
    const client = await createClientSession({ secretType: mode, keys });
    const request = await sealGatewayRequest(client, { form_id: 'A'.repeat(32), amount: 100000 });
    expect(request.headers.sessionVersion).toBe('1.0');
    // Node hands the server lower-cased header names.
    const headers = { encryptinfo: request.headers.encryptInfo, sessionversion: '1.0', formtoken: 'ft' };
    const { t, d } = readGatewayRequest(headers, JSON.parse(JSON.stringify(request.body)));
    const key = await server.keyFor(mode, t);
    expect((await server.openRequest(key, d)).body).toEqual({ form_id: 'A'.repeat(32), amount: 100000 });

    const answer = await sealGatewayResponse(server, key, {
      code: 'T31624',
      message: '匯率已變更',
      data: null,
    });
    expect(Object.keys(answer)).toEqual(['res_data']);
    expect(await openGatewayResponse(client, answer)).toEqual({
      code: 'T31624',
      message: '匯率已變更',
      data: null,
    });
  });

  it('refuses a request without encryptInfo, version 1.0 or req_data, and an answer without code', async () => {
    expect(() => readGatewayRequest({ sessionVersion: '1.0' }, { req_data: 'x' })).toThrow(EnvelopeError);
    expect(() => readGatewayRequest({ encryptInfo: 't', sessionVersion: '2.0' }, { req_data: 'x' })).toThrow(
      EnvelopeError,
    );
    expect(() => readGatewayRequest({ encryptInfo: 't', sessionVersion: '1.0' }, { d: 'x' })).toThrow(
      EnvelopeError,
    );
    expect(() => readGatewayRequest({ encryptInfo: 't', sessionVersion: '1.0' }, null)).toThrow(
      EnvelopeError,
    );

    const client = await createClientSession({ secretType: 'SM2', keys });
    const key = await server.keyFor('SM2', client.t);
    await expect(openGatewayResponse(client, {})).rejects.toBeInstanceOf(EnvelopeError);
    const noCode = { res_data: await server.sealResponse(key, { message: 'x', data: 1 }) };
    await expect(openGatewayResponse(client, noCode)).rejects.toBeInstanceOf(EnvelopeError);
  });
});
