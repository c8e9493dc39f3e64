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
    /**
     * decrypt: bad key, bad ciphertext, bad tag/MAC, bad padding, or a plaintext that is not UTF-8 JSON.
     * format: the input is not shaped like an envelope (empty, too long, not base64/hex, wrong length)
     * or the decrypted JSON lacks the required shape (not an object, missing ts/nonce/body).
     */
    readonly kind: 'decrypt' | 'format',
    message: string,
  ) {
    super(message);
    this.name = 'EnvelopeError';
  }
}

export type Awaitable<T> = T | Promise<T>;

/**
 * Key handles are whatever the primitives implementation keeps (a WebCrypto CryptoKey, a node KeyObject
 * or Buffer). A handle is only ever passed back to the implementation that made it.
 */
export type AesKeyHandle = object;
export type RsaKeyHandle = object;

/**
 * The low-level operations the envelope needs. `webPrimitives` (WebCrypto + sm-crypto-v2) runs in the
 * browser and in Node; the server plugs in a node:crypto implementation. Both must agree byte for byte.
 * Every method may throw (or reject) on bad input; the envelope turns that into EnvelopeError.
 */
export interface Primitives {
  readonly name: string;
  randomBytes(length: number): Uint8Array;
  sha256(data: Uint8Array): Awaitable<Uint8Array>;
  sm3(data: Uint8Array): Awaitable<Uint8Array>;
  hmacSm3(key: Uint8Array, data: Uint8Array): Awaitable<Uint8Array>;
  /** A 32-byte raw key as a reusable AES-256-GCM key. */
  importAesKey(raw: Uint8Array): Awaitable<AesKeyHandle>;
  /** Returns ciphertext || 16-byte tag. */
  aesGcmEncrypt(
    key: AesKeyHandle,
    iv: Uint8Array,
    plaintext: Uint8Array,
    aad: Uint8Array,
  ): Awaitable<Uint8Array>;
  /** Takes ciphertext || 16-byte tag; throws when the tag does not verify. */
  aesGcmDecrypt(
    key: AesKeyHandle,
    iv: Uint8Array,
    sealed: Uint8Array,
    aad: Uint8Array,
  ): Awaitable<Uint8Array>;
  /** SM4-CBC with PKCS#7 padding, 16-byte key and iv. */
  sm4CbcEncrypt(key: Uint8Array, iv: Uint8Array, plaintext: Uint8Array): Awaitable<Uint8Array>;
  /** Throws on a length that is not a positive multiple of 16 or on bad PKCS#7 padding. */
  sm4CbcDecrypt(key: Uint8Array, iv: Uint8Array, ciphertext: Uint8Array): Awaitable<Uint8Array>;
  /** RSA public key from SubjectPublicKeyInfo DER. */
  importRsaPublicKey(spkiDer: Uint8Array): Awaitable<RsaKeyHandle>;
  /** RSA private key from PKCS#8 PEM ('-----BEGIN PRIVATE KEY-----'). */
  importRsaPrivateKey(pkcs8Pem: string): Awaitable<RsaKeyHandle>;
  /** RSA-OAEP with SHA-256 (OAEP and MGF1 hash) and an empty label. */
  rsaOaepEncrypt(publicKey: RsaKeyHandle, data: Uint8Array): Awaitable<Uint8Array>;
  rsaOaepDecrypt(privateKey: RsaKeyHandle, data: Uint8Array): Awaitable<Uint8Array>;
  /** SM2 public-key encryption, output C1C3C2 as lower-case hex with C1 = x || y (no '04' prefix). */
  sm2Encrypt(publicKeyHex: string, data: Uint8Array): Awaitable<string>;
  /** Inverse of sm2Encrypt; throws when C3 does not verify. */
  sm2Decrypt(privateKeyHex: string, cipherHex: string): Awaitable<Uint8Array>;
  generateRsaKeyPair(): Promise<{ privateKeyPem: string; publicKeySpkiDer: Uint8Array }>;
  generateSm2KeyPair(): Awaitable<{ privateKeyHex: string; publicKeyHex: string }>;
}

/**
 * A session key ready for use: RSA mode keeps the AES-256-GCM key, SM2 mode the SM4 key (K[0..16]) and
 * the HMAC-SM3 key (K[16..32]). Handles belong to the primitives that made them.
 */
export type CipherKey =
  | { readonly secretType: 'RSA'; readonly aes: AesKeyHandle }
  | { readonly secretType: 'SM2'; readonly enc: Uint8Array; readonly mac: Uint8Array };

/** The server's unwrapped session key, identified by sid (docs/protocol.md, "Session identifier"). */
export type SessionKey = CipherKey & { readonly sid: string };

/** One browser session's key: wraps K once and seals every request with it. */
export interface ClientSession {
  readonly secretType: SecretType;
  /** The wrapped session key, sent as `t` with every request. */
  readonly t: string;
  /** The encryption session identifier the server answers in `t`. */
  readonly sid: string;
  /** Seals `{ ts: now, nonce, body }` into `d`. */
  sealRequest(body: object, now?: number): Promise<string>;
  /** Opens a response `d`; the plaintext must be a JSON object. */
  openResponse<T = unknown>(d: string): Promise<T>;
}

export interface ServerCrypto {
  /** sid of a wrapped key, without unwrapping it. Throws EnvelopeError('format') for a malformed t. */
  sessionIdOf(secretType: SecretType, t: string): Promise<string> | string;
  /** Unwraps t (one RSA/SM2 private-key operation). Prefer keyFor, which caches. */
  unwrap(secretType: SecretType, t: string): Promise<SessionKey>;
  /** The key of t, unwrapped once per session: cached by sid, concurrent first calls share one unwrap. */
  keyFor(secretType: SecretType, t: string): Promise<SessionKey>;
  /** Opens a request d; `maxChars` raises the server's limit for one endpoint (the file uploads). */
  openRequest(key: SessionKey, d: string, maxChars?: number): Promise<RequestPlaintext>;
  sealResponse(key: SessionKey, data: unknown): Promise<string>;
  /** Resolves once the private keys are imported; rejects (with a plain Error) when they are unusable. */
  ready(): Promise<void>;
}

export interface ServerKeys {
  /** PKCS#8 PEM. */
  rsaPrivateKeyPem: string;
  /** SubjectPublicKeyInfo DER, base64: what `admin/getRsaPublicKey` answers as rsa_public_key. */
  rsaPublicKeySpkiB64: string;
  /** 64 hex characters. */
  sm2PrivateKeyHex: string;
  /** '04' + x + y, 130 hex characters. */
  sm2PublicKeyHex: string;
}
