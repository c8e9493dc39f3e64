import { describe, expect, it } from 'vitest';
import {
  concatBytes,
  constantTimeEqual,
  derToPem,
  fromBase64,
  fromHex,
  fromUtf8,
  pemToDer,
  toBase64,
  toBase64Portable,
  toHex,
  utf8,
} from './bytes.ts';

function pseudoRandom(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

describe('base64', () => {
  it('matches the RFC 4648 test vectors', () => {
    const cases: [string, string][] = [
      ['', ''],
      ['f', 'Zg=='],
      ['fo', 'Zm8='],
      ['foo', 'Zm9v'],
      ['foob', 'Zm9vYg=='],
      ['fooba', 'Zm9vYmE='],
      ['foobar', 'Zm9vYmFy'],
    ];
    for (const [plain, encoded] of cases) {
      expect(toBase64(utf8(plain))).toBe(encoded);
      expect(toBase64Portable(utf8(plain))).toBe(encoded);
      expect(fromUtf8(fromBase64(encoded)!)).toBe(plain);
    }
  });

  it('agrees with Node Buffer on every length up to 70 bytes', () => {
    for (let n = 0; n <= 70; n++) {
      const bytes = pseudoRandom(n, n + 1);
      const encoded = Buffer.from(bytes).toString('base64');
      expect(toBase64(bytes)).toBe(encoded);
      // The browser's encoder (no Buffer there), and a view into a larger buffer (the native path's offset).
      expect(toBase64Portable(bytes)).toBe(encoded);
      const within = new Uint8Array(n + 7);
      within.set(bytes, 3);
      expect(toBase64(within.subarray(3, 3 + n))).toBe(encoded);
      expect(Array.from(fromBase64(encoded)!)).toEqual(Array.from(bytes));
    }
  });

  it('refuses anything but canonical padded base64', () => {
    for (const bad of [
      'Zg',
      'Zg=',
      'Zm9v ',
      ' Zm9v',
      'Zm9v\n',
      'Zm-v',
      'Zm_v',
      'Zh==',
      'Zm9=',
      '====',
      'Z===',
      'Zg==Zg==',
      '中文中文',
    ]) {
      expect(fromBase64(bad), bad).toBeNull();
    }
  });
});

describe('hex, utf8 and helpers', () => {
  it('round-trips hex and refuses odd or non-hex text', () => {
    const bytes = pseudoRandom(33, 7);
    expect(toHex(bytes)).toBe(Buffer.from(bytes).toString('hex'));
    expect(Array.from(fromHex(toHex(bytes).toUpperCase())!)).toEqual(Array.from(bytes));
    expect(fromHex('abc')).toBeNull();
    expect(fromHex('zz')).toBeNull();
  });

  it('refuses invalid UTF-8 instead of replacing it', () => {
    expect(fromUtf8(new Uint8Array([0xc3, 0x28]))).toBeNull();
    expect(fromUtf8(utf8('澳門'))).toBe('澳門');
  });

  it('compares bytes by content and length', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 3]))).toBe(false);
    expect(Array.from(concatBytes(new Uint8Array([1]), new Uint8Array(0), new Uint8Array([2, 3])))).toEqual([
      1, 2, 3,
    ]);
  });

  it('armours DER as PEM and back, refusing another label', () => {
    const der = pseudoRandom(200, 3);
    const pem = derToPem(der, 'PRIVATE KEY');
    expect(pem.split('\n').every((line) => line.length <= 64)).toBe(true);
    expect(Array.from(pemToDer(pem, 'PRIVATE KEY')!)).toEqual(Array.from(der));
    expect(pemToDer(pem, 'PUBLIC KEY')).toBeNull();
  });
});
