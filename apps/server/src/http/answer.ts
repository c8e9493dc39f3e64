import { CATALOGUE, type CatalogueEntry, type Lang, type MsgCode, messageOf } from '@mp/core';

/** The classic answer of docs/protocol.md: always JSON with gda; d/t when enc_sts is '1'. */
export interface Gda {
  msg_cd: string;
  msg_inf: string;
}
export interface ClassicAnswer {
  gda: Gda;
  enc_sts: '0' | '1';
  d?: string;
  t?: string;
  data?: Record<string, unknown>;
}

/** x-lang: 'en' gives English texts; anything else the default Traditional Chinese. */
export function langOf(headers: Record<string, unknown>): Lang {
  const v = headers['x-lang'];
  return typeof v === 'string' && v.toLowerCase().startsWith('en') ? 'en' : 'zh-TW';
}

export function gda(code: MsgCode, lang: Lang, detail?: string): Gda {
  const text = messageOf(code, lang);
  return { msg_cd: code, msg_inf: detail ? `${text} (${detail})` : text };
}

export function errorAnswer(code: MsgCode, lang: Lang, detail?: string): ClassicAnswer {
  return { gda: gda(code, lang, detail), enc_sts: '0' };
}

/** HTTP status of an error that happened before the body could be read (catalogue `http`, else 200). */
export function httpStatusOf(code: MsgCode): number {
  const entry: CatalogueEntry = CATALOGUE[code];
  return entry.http ?? 200;
}

/**
 * A failure of the protocol itself (shape, size, decryption, replay), answered with the catalogue's HTTP
 * status; every failure after decryption answers 200 with its code.
 */
export class ProtocolError extends Error {
  constructor(
    readonly code: MsgCode,
    readonly detail?: string,
  ) {
    super(code);
    this.name = 'ProtocolError';
  }
}
