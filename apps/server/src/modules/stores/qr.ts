import qrcode from 'qrcode-generator';

/**
 * A store's static payment QR code (meradm/createQrCode; docs/decisions.md "A store's payment QR code"): the
 * EMVCo merchant-presented payload that a payer's wallet or banking app reads (the format of Macau's and
 * the region's interoperable QR codes), encoded at error-correction level M and drawn as an SVG.
 */

/** The acquirer's identifier in the merchant account template (tag 26, sub-tag 00). */
export const ACQUIRER_GUID = 'MO.MERCHANTPORTAL';
/** ISO 4217 numeric code of the pataca, ISO 3166 code of Macau. */
const MOP = '446';
const MACAU = 'MO';

export interface QrStore {
  merNo: string;
  merName: string;
  /** The merchant's short or registered name in Latin letters, when it has one. */
  latinName: string;
  mcc: string;
  storeNo: string;
}

/** A data object: the tag, its value's length in characters (two digits), the value. */
function tlv(tag: string, value: string): string {
  const n = [...value].length;
  if (n > 99) throw new Error(`EMV QR field ${tag} is ${n} characters long`);
  return `${tag}${String(n).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF) of the payload's UTF-8 bytes, as four hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Printable ASCII only (the payload's names in the default language are "ans": letters, digits, signs). */
const ascii = (s: string) => s.replace(/[^\x20-\x7e]/g, '').trim();

/** The first `n` characters of a text (by code point). */
const cut = (s: string, n: number) => [...s].slice(0, n).join('');

/**
 * The payload: format 01, static (11: the payer types the amount), the merchant account (acquirer, merchant
 * number, store number), category, pataca, Macau, the merchant's name (Latin letters, else its number) and
 * city, the store as the additional data's store label, the names in Chinese in the language template, then
 * the CRC over all of it.
 */
export function emvPayload(s: QrStore): string {
  const account = tlv('00', ACQUIRER_GUID) + tlv('01', s.merNo) + tlv('02', s.storeNo);
  const latin = cut(ascii(s.latinName), 25) || `MERCHANT ${s.merNo}`.slice(0, 25);
  const local = tlv('00', 'ZH') + tlv('01', cut(s.merName, 25)) + tlv('02', 'MACAU');
  const body =
    tlv('00', '01') +
    tlv('01', '11') +
    tlv('26', account) +
    tlv('52', /^\d{4}$/.test(s.mcc) ? s.mcc : '0000') +
    tlv('53', MOP) +
    tlv('58', MACAU) +
    tlv('59', latin) +
    tlv('60', 'MACAU') +
    tlv('62', tlv('03', cut(s.storeNo, 25))) +
    tlv('64', local) +
    '6304';
  return body + crc16(body);
}

/** The QR symbol of a text (UTF-8 bytes in byte mode, level M): its module matrix, true for dark. */
export function qrMatrix(text: string): boolean[][] {
  const qr = qrcode(0, 'M');
  // The library's byte mode takes each character's low byte: hand it the UTF-8 bytes one per character.
  qr.addData(String.fromCharCode(...Buffer.from(text, 'utf8')), 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c)));
}

/** Quiet zone around the symbol, in modules (ISO/IEC 18004 asks for four). */
export const QUIET = 4;

/**
 * The matrix as an SVG: one path of unit squares on a white square, scalable (a viewBox in modules, no
 * fixed size), crisp at any print size; titled for assistive technology.
 */
export function qrSvg(matrix: boolean[][], title: string): string {
  const n = matrix.length + 2 * QUIET;
  let d = '';
  matrix.forEach((row, r) => {
    row.forEach((dark, c) => {
      if (dark) d += `M${c + QUIET} ${r + QUIET}h1v1h-1z`;
    });
  });
  const safe = title.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n} ${n}" shape-rendering="crispEdges" role="img">` +
    `<title>${safe}</title><rect width="${n}" height="${n}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`
  );
}
