import { type ClientSession, EnvelopeError, type ServerCrypto, type SessionKey } from './types.ts';

/**
 * The cross-border gateway's shape of the same envelope (docs/protocol.md, "Cross-border gateway"):
 * JSON `{ req_data: d }` with headers encryptInfo: t and sessionVersion: 1.0; the answer is JSON
 * `{ res_data: d }` whose plaintext is `{ code, message, data }`.
 */
export const GATEWAY_SESSION_VERSION = '1.0';
export const GATEWAY_HEADERS = {
  encryptInfo: 'encryptInfo',
  sessionVersion: 'sessionVersion',
  formToken: 'formToken',
} as const;

export interface GatewayAnswer<T = unknown> {
  /** '0' success, '90001' export success, '50001' session expired, 'T31624' rate/fee dialog, ... */
  code: string;
  message: string;
  data: T;
}

export interface GatewayRequest {
  headers: { encryptInfo: string; sessionVersion: typeof GATEWAY_SESSION_VERSION };
  body: { req_data: string };
}

export async function sealGatewayRequest(
  session: ClientSession,
  body: object,
  now?: number,
): Promise<GatewayRequest> {
  return {
    headers: { encryptInfo: session.t, sessionVersion: GATEWAY_SESSION_VERSION },
    body: { req_data: await session.sealRequest(body, now) },
  };
}

/** t and d of a gateway request; headers are matched case-insensitively (Node lower-cases them). */
export function readGatewayRequest(
  headers: Record<string, unknown>,
  body: unknown,
): { t: string; d: string } {
  const t = header(headers, GATEWAY_HEADERS.encryptInfo);
  if (typeof t !== 'string') throw new EnvelopeError('format', 'the encryptInfo header is missing');
  if (header(headers, GATEWAY_HEADERS.sessionVersion) !== GATEWAY_SESSION_VERSION) {
    throw new EnvelopeError('format', 'sessionVersion must be 1.0');
  }
  const d =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).req_data : undefined;
  if (typeof d !== 'string') throw new EnvelopeError('format', 'req_data is missing');
  return { t, d };
}

export async function sealGatewayResponse(
  crypto: ServerCrypto,
  key: SessionKey,
  answer: GatewayAnswer,
): Promise<{ res_data: string }> {
  const { code, message, data } = answer;
  return { res_data: await crypto.sealResponse(key, { code, message, data: data ?? null }) };
}

/** Opens `{ res_data }` and checks that code and message are strings. */
export async function openGatewayResponse<T = unknown>(
  session: ClientSession,
  json: unknown,
): Promise<GatewayAnswer<T>> {
  const d =
    typeof json === 'object' && json !== null ? (json as Record<string, unknown>).res_data : undefined;
  if (typeof d !== 'string') throw new EnvelopeError('format', 'res_data is missing');
  const answer = await session.openResponse<Record<string, unknown>>(d);
  if (typeof answer.code !== 'string' || typeof answer.message !== 'string') {
    throw new EnvelopeError('format', 'the answer lacks code or message');
  }
  return { code: answer.code, message: answer.message, data: answer.data as T };
}

function header(headers: Record<string, unknown>, name: string): unknown {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}
