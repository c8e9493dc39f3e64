import { createServerCrypto, generateServerKeys } from '@mp/core/envelope/server';
import type { ServerCrypto, ServerKeys } from '@mp/core/envelope/types';
import { vi } from 'vitest';

/**
 * Test support only: replaces fetch with a server double that speaks the real envelope (packages/core's
 * server crypto, real RSA/AES or SM2/SM4), so the API client is tested through the same bytes it sends
 * in production. A test decides what each endpoint answers.
 */
export interface WireRequest {
  url: string;
  path: string;
  method: string;
  headers: Record<string, string>;
  /** Decrypted request body (classic d or gateway req_data), or the plain fields of a pre-key call. */
  body: Record<string, unknown>;
  /** The raw wire body as sent. */
  raw: string;
}

export type Reply =
  | { kind: 'classic'; code: string; msg?: string; data?: Record<string, unknown> }
  | { kind: 'gateway'; code: string; message?: string; data?: unknown }
  | { kind: 'raw'; status: number; statusText?: string; body: string }
  | { kind: 'hang' };

let keysPromise: Promise<ServerKeys> | null = null;
/** One key pair per test file: RSA key generation is the slow part. */
export function serverKeys(): Promise<ServerKeys> {
  keysPromise ??= generateServerKeys();
  return keysPromise;
}

export async function installWire(
  answer: (req: WireRequest) => Reply | Promise<Reply>,
  secretType: 'RSA' | 'SM2' = 'RSA',
): Promise<{ requests: WireRequest[]; crypto: ServerCrypto; keys: ServerKeys }> {
  const keys = await serverKeys();
  const crypto = createServerCrypto({
    rsaPrivateKeyPem: keys.rsaPrivateKeyPem,
    sm2PrivateKeyHex: keys.sm2PrivateKeyHex,
  });
  const requests: WireRequest[] = [];

  const fetchDouble = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const u = new URL(url, 'http://127.0.0.1');
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries((init.headers ?? {}) as Record<string, string>)) headers[k] = v;
    const raw = init.body === undefined || init.body === null ? '' : String(init.body);
    const path = u.pathname.replace(/^\/syf-mms\/[^/]+\/|^\/syf-cbps-cny-gateway\//, '');

    let key: Awaited<ReturnType<ServerCrypto['keyFor']>> | null = null;
    let body: Record<string, unknown> = {};
    if (u.pathname.startsWith('/syf-cbps-cny-gateway/')) {
      if (init.method === 'GET') {
        body = Object.fromEntries(u.searchParams);
        if (headers.encryptInfo) key = await crypto.keyFor(secretType, headers.encryptInfo);
      } else {
        const json = JSON.parse(raw) as Record<string, unknown>;
        if (typeof json.req_data === 'string') {
          key = await crypto.keyFor(secretType, headers.encryptInfo);
          body = (await crypto.openRequest(key, json.req_data)).body as Record<string, unknown>;
        } else {
          body = json;
        }
      }
    } else {
      const form = Object.fromEntries(new URLSearchParams(raw));
      if (form.t && form.d) {
        key = await crypto.keyFor(secretType, form.t);
        body = (await crypto.openRequest(key, form.d)).body as Record<string, unknown>;
      } else {
        const { enter: _enter, ...plain } = form;
        body = plain;
      }
    }
    const req: WireRequest = { url, path, method: init.method ?? 'GET', headers, body, raw };
    requests.push(req);

    const reply = await answer(req);
    if (reply.kind === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    if (reply.kind === 'raw') {
      return new Response(reply.body, { status: reply.status, statusText: reply.statusText ?? '' });
    }
    if (reply.kind === 'gateway') {
      const plain = { code: reply.code, message: reply.message ?? '', data: reply.data ?? null };
      const out = key ? { res_data: await crypto.sealResponse(key, plain) } : plain;
      return new Response(JSON.stringify(out), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    const gda = { msg_cd: reply.code, msg_inf: reply.msg ?? '' };
    const out = key
      ? { gda, enc_sts: '1', d: await crypto.sealResponse(key, reply.data ?? {}), t: key.sid }
      : { gda, enc_sts: '0', data: reply.data ?? {} };
    return new Response(JSON.stringify(out), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };

  vi.stubGlobal('fetch', vi.fn(fetchDouble));
  return { requests, crypto, keys };
}

/** The server's public keys as the browser stores them (localStorage 'publicKey'). */
export async function storePublicKeys(): Promise<void> {
  const keys = await serverKeys();
  localStorage.setItem(
    'publicKey',
    JSON.stringify({ rsa_public_key: keys.rsaPublicKeySpkiB64, sm2_public_key: keys.sm2PublicKeyHex }),
  );
}
