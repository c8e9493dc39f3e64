import { describe, expect, it } from 'vitest';
import {
  generateSigningKey,
  validateCertificatePem,
  validateNotifyHost,
  validateNotifyUrl,
  validateSigningKey,
} from './security.ts';

describe('signing key', () => {
  it('is exactly 32 letters or digits', () => {
    expect(validateSigningKey('A'.repeat(16) + '9'.repeat(16))).toBeNull();
    expect(validateSigningKey('A'.repeat(31))).toBe('VAL10023');
    expect(validateSigningKey('A'.repeat(33))).toBe('VAL10023');
    expect(validateSigningKey(`${'A'.repeat(31)}-`)).toBe('VAL10023');
    expect(validateSigningKey('')).toBe('VAL10001');
  });
  it('generates keys that pass the check and differ', () => {
    const keys = new Set(Array.from({ length: 50 }, () => generateSigningKey()));
    expect(keys.size).toBe(50);
    for (const k of keys) expect(validateSigningKey(k)).toBeNull();
  });
  it('draws without bias: bytes from 248 up are skipped', () => {
    const key = generateSigningKey((n) => Uint8Array.from({ length: n }, (_, i) => (i % 2 ? 250 : 62)));
    // 62 % 62 = 0 -> 'A'; 250 is rejected.
    expect(key).toBe('A'.repeat(32));
  });
});

describe('validateNotifyUrl', () => {
  it.each([
    'https://merchant.example.com/notify',
    'http://203.0.113.7:8080/cb?x=1',
    'HTTPS://EXAMPLE.MO/a#b',
    'https://[2001:db8::1]/notify',
  ])('accepts %s', (url) => {
    expect(validateNotifyUrl(url)).toBeNull();
  });
  it.each([
    'ftp://example.com/notify',
    'javascript:alert(1)',
    'https:///path',
    'https://',
    '//example.com/notify',
    'example.com/notify',
    'https://example.com/no tify',
    ' https://example.com',
    'https://user:secret@example.com/notify',
    `https://example.com/${'a'.repeat(240)}`,
  ])('refuses %s', (url) => {
    expect(validateNotifyUrl(url)).toBe('VAL10024');
  });
  it('asks for a URL when empty', () => {
    expect(validateNotifyUrl('')).toBe('VAL10001');
  });
});

// A self-signed certificate's PEM text (its content is never parsed here, only its shape).
const BODY = [
  'MIIBszCCAVmgAwIBAgIUB8Xq0m0G3lW2o8s7i1Y6pA7F0xEwCgYIKoZIzj0EAwIw',
  'LzELMAkGA1UEBhMCTU8xIDAeBgNVBAMMF21lcmNoYW50LmV4YW1wbGUuY29tIGNh',
  'MB4XDTI2MDEwMTAwMDAwMFoXDTI3MDEwMTAwMDAwMFowLzELMAkGA1UEBhMCTU8x',
];
const PEM = `-----BEGIN CERTIFICATE-----\n${BODY.join('\n')}\n-----END CERTIFICATE-----`;

describe('validateCertificatePem', () => {
  it('accepts one PEM certificate, with CRLF or surrounding whitespace', () => {
    expect(validateCertificatePem(PEM)).toBeNull();
    expect(validateCertificatePem(`\n  ${PEM}\n`)).toBeNull();
    expect(validateCertificatePem(PEM.replaceAll('\n', '\r\n'))).toBeNull();
  });
  it('refuses what is not a certificate', () => {
    expect(validateCertificatePem(PEM.replace('CERTIFICATE-----\n', 'PUBLIC KEY-----\n'))).toBe('VAL10025');
    expect(validateCertificatePem(PEM.replace('-----END CERTIFICATE-----', ''))).toBe('VAL10025');
    expect(validateCertificatePem(PEM.replace('MIIB', 'MI!B'))).toBe('VAL10025');
    expect(validateCertificatePem(PEM.replace('MIIB', 'QIIB'))).toBe('VAL10025');
    expect(validateCertificatePem(PEM.replace('MIIBszCC', 'MIIBszC'))).toBe('VAL10025');
    expect(validateCertificatePem('-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----')).toBe(
      'VAL10025',
    );
    expect(validateCertificatePem(`${PEM}\n${PEM}`)).toBe('VAL10025');
    expect(validateCertificatePem('hello')).toBe('VAL10025');
    expect(validateCertificatePem('')).toBe('VAL10001');
  });
});

describe('validateNotifyHost', () => {
  it.each([
    'http://localhost:8080/n',
    'https://api.localhost/n',
    'http://127.0.0.1/n',
    'http://2130706433/n',
    'http://10.1.2.3/n',
    'http://172.20.0.1/n',
    'http://192.168.1.10/n',
    'http://169.254.169.254/latest/meta-data',
    'http://100.100.100.200/n',
    'http://[::1]/n',
    'http://[fd00:ec2::254]/n',
    'http://[fe80::1]/n',
  ])('refuses the visibly internal %s (SEC10008)', (url) => {
    expect(validateNotifyHost(url)).toBe('SEC10008');
  });

  it.each([
    'https://merchant.example.com/notify',
    'http://8.8.8.8/n',
    'http://172.32.0.1/n',
    'http://[2001:db8::1]/n',
    'not a url',
  ])('leaves %s to the server', (url) => {
    expect(validateNotifyHost(url)).toBeNull();
  });
});
