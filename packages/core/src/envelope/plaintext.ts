import { fromUtf8, utf8 } from './bytes.ts';
import { EnvelopeError, type RequestPlaintext } from './types.ts';

/** JSON inside d (docs/protocol.md, "Plaintexts"). */
const NONCE = /^[0-9a-f]{32}$/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toJsonBytes(value: unknown): Uint8Array {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    throw new EnvelopeError('format', 'the value cannot be serialised as JSON');
  }
  if (text === undefined) throw new EnvelopeError('format', 'the value cannot be serialised as JSON');
  return utf8(text);
}

function parseJsonObject(bytes: Uint8Array): Record<string, unknown> {
  const text = fromUtf8(bytes);
  if (text === null) throw new EnvelopeError('decrypt', 'the plaintext is not UTF-8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new EnvelopeError('decrypt', 'the plaintext is not JSON');
  }
  if (!isPlainObject(value)) throw new EnvelopeError('format', 'the plaintext is not a JSON object');
  return value;
}

/** The request plaintext, keys in the order ts, nonce, body (the order the test vectors fix). */
export function encodeRequest(body: unknown, ts: number, nonce: string): Uint8Array {
  if (!isPlainObject(body)) throw new EnvelopeError('format', 'the request body must be an object');
  if (!Number.isSafeInteger(ts) || ts <= 0)
    throw new EnvelopeError('format', 'ts must be epoch milliseconds');
  if (!NONCE.test(nonce)) throw new EnvelopeError('format', 'nonce must be 32 lower-case hex characters');
  return toJsonBytes({ ts, nonce, body });
}

/** Parses and checks a request plaintext: exactly ts (positive integer), nonce (32 hex), body (object). */
export function decodeRequest(bytes: Uint8Array): RequestPlaintext {
  const value = parseJsonObject(bytes);
  const { ts, nonce, body } = value;
  if (Object.keys(value).length !== 3) throw new EnvelopeError('format', 'the request has unknown fields');
  if (typeof ts !== 'number' || !Number.isSafeInteger(ts) || ts <= 0) {
    throw new EnvelopeError('format', 'ts is missing or not epoch milliseconds');
  }
  if (typeof nonce !== 'string' || !NONCE.test(nonce))
    throw new EnvelopeError('format', 'nonce is missing or malformed');
  if (!isPlainObject(body)) throw new EnvelopeError('format', 'body is missing or not an object');
  return { ts, nonce, body };
}

/** A response plaintext: the JSON of the data object. */
export function encodeData(data: unknown): Uint8Array {
  if (!isPlainObject(data)) throw new EnvelopeError('format', 'the response data must be an object');
  return toJsonBytes(data);
}

export function decodeData(bytes: Uint8Array): Record<string, unknown> {
  return parseJsonObject(bytes);
}
