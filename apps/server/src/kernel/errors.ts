import type { MsgCode } from '@mp/core';

/** A catalogue answer: the http layer answers `gda.msg_cd = code` with the catalogue text. */
export class AppError extends Error {
  constructor(
    readonly code: MsgCode,
    /** Optional field name or detail appended to the message (never secrets). */
    readonly detail?: string,
  ) {
    super(code);
    this.name = 'AppError';
  }
}
