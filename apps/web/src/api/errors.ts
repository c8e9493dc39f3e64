/** Why a call produced no answer to read. */
/** cipher: no encryption session could be made (no public key, crypto code did not load). */
export type TransportFailure = 'timeout' | 'network' | 'http' | 'cipher';

export class TransportError extends Error {
  constructor(
    readonly kind: TransportFailure,
    message: string,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

/** Thrown by unwrap() so React Query sees a failed call; the person has already been told. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
