/**
 * Contract of the application-layer envelope (docs/protocol.md). Implemented once here and used by the
 * portal's API client, the server's http layer, the test client and the benchmark.
 */
export type SecretType = 'RSA' | 'SM2';

/** Direction label bound into every ciphertext so a response can never be replayed as a request. */
export type Direction = 'req' | 'res';

/** What travels inside `d` of a request, after decryption. */
export interface RequestPlaintext<B = Record<string, unknown>> {
  /** Client clock, epoch milliseconds. The server refuses |now - ts| > 5 minutes. */
  ts: number;
  /** 32 hex characters, unique per request; the server refuses a nonce it has seen. */
  nonce: string;
  body: B;
}

/** The server's public keys as `admin/getRsaPublicKey` answers them. */
export interface PublicKeys {
  /** RSA-2048 SubjectPublicKeyInfo, base64 (DER). */
  rsa_public_key: string;
  /** SM2 uncompressed public point, hex ('04' + x + y). */
  sm2_public_key: string;
}

export class EnvelopeError extends Error {
  constructor(
    /** decrypt: bad key, bad ciphertext, bad MAC or bad JSON. */
    readonly kind: 'decrypt' | 'format',
    message: string,
  ) {
    super(message);
    this.name = 'EnvelopeError';
  }
}
