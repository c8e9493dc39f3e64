import { generateKeyPairSync, randomBytes, sign, X509Certificate } from 'node:crypto';
import type { Db } from '../db/types.ts';
import type { CertificateAuthority, CertificateRequest } from '../kernel/ports.ts';

/**
 * The local certificate authority: a small CA of its own made with node:crypto (no X.509 library). Its
 * EC P-256 key and self-signed certificate are made at first use and kept in `local_ca`; it signs
 * X.509 v3 certificates (ecdsa-with-SHA256) written in DER by the few encoders below. It stands for the
 * provider's outside CA, which keeps its key in its own HSM: a real one replaces this file (ports/index.ts).
 */

// DER: tag, length, contents.
function tlv(tag: number, body: Buffer): Buffer {
  const n = body.length;
  let len: Buffer;
  if (n < 0x80) len = Buffer.from([n]);
  else {
    const bytes: number[] = [];
    for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v % 256);
    len = Buffer.from([0x80 | bytes.length, ...bytes]);
  }
  return Buffer.concat([Buffer.from([tag]), len, body]);
}
const seq = (...parts: Buffer[]) => tlv(0x30, Buffer.concat(parts));
const set = (...parts: Buffer[]) => tlv(0x31, Buffer.concat(parts));
const explicit = (n: number, inner: Buffer) => tlv(0xa0 + n, inner);
const bool = (v: boolean) => tlv(0x01, Buffer.from([v ? 0xff : 0]));
const octets = (b: Buffer) => tlv(0x04, b);
const bits = (b: Buffer, unused = 0) => tlv(0x03, Buffer.concat([Buffer.from([unused]), b]));
const utf8 = (s: string) => tlv(0x0c, Buffer.from(s, 'utf8'));
const printable = (s: string) => tlv(0x13, Buffer.from(s, 'ascii'));

function uint(b: Buffer): Buffer {
  let i = 0;
  while (i < b.length - 1 && b[i] === 0) i++;
  const v = b.subarray(i);
  return tlv(0x02, v[0] & 0x80 ? Buffer.concat([Buffer.from([0]), v]) : v);
}

function oid(dotted: string): Buffer {
  const [a, b, ...rest] = dotted.split('.').map(Number);
  const out = [40 * a + b];
  for (const n of rest) {
    const chunk: number[] = [n & 0x7f];
    for (let v = Math.floor(n / 128); v > 0; v = Math.floor(v / 128)) chunk.unshift((v & 0x7f) | 0x80);
    out.push(...chunk);
  }
  return tlv(0x06, Buffer.from(out));
}

function time(d: Date): Buffer {
  const iso = d.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  // RFC 5280 4.1.2.5: UTCTime through 2049, GeneralizedTime from 2050.
  return d.getUTCFullYear() < 2050
    ? tlv(0x17, Buffer.from(`${iso.slice(2)}Z`))
    : tlv(0x18, Buffer.from(`${iso}Z`));
}

const OID = {
  ecdsaSha256: '1.2.840.10045.4.3.2',
  cn: '2.5.4.3',
  o: '2.5.4.10',
  c: '2.5.4.6',
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
};

function name(cn: string, o: string): Buffer {
  return seq(
    set(seq(oid(OID.c), printable('MO'))),
    set(seq(oid(OID.o), utf8(o))),
    set(seq(oid(OID.cn), utf8(cn))),
  );
}

const ALG = seq(oid(OID.ecdsaSha256));

function tbs(p: {
  serial: Buffer;
  issuer: Buffer;
  subject: Buffer;
  notBefore: Date;
  notAfter: Date;
  spki: Buffer;
  ca: boolean;
}): Buffer {
  // keyUsage: a CA signs certificates and CRLs (bits 5, 6); a holder signs (bit 0).
  const usage = p.ca ? bits(Buffer.from([0x06]), 1) : bits(Buffer.from([0x80]), 7);
  const extensions = seq(
    seq(oid(OID.basicConstraints), bool(true), octets(p.ca ? seq(bool(true)) : seq())),
    seq(oid(OID.keyUsage), bool(true), octets(usage)),
  );
  return seq(
    explicit(0, uint(Buffer.from([2]))),
    uint(p.serial),
    ALG,
    p.issuer,
    seq(time(p.notBefore), time(p.notAfter)),
    p.subject,
    p.spki,
    explicit(3, extensions),
  );
}

function certificate(tbsDer: Buffer, caKeyPem: string): Buffer {
  const signature = sign('sha256', tbsDer, caKeyPem);
  return seq(tbsDer, ALG, bits(signature));
}

const pem = (der: Buffer) =>
  `-----BEGIN CERTIFICATE-----\n${der
    .toString('base64')
    .match(/.{1,64}/g)
    ?.join('\n')}\n-----END CERTIFICATE-----\n`;

const CA_NAME = { cn: 'Merchant Portal Local CA', o: 'Merchant Portal (local adapter)' };

/** A positive 16-byte serial number. */
function serialBytes(): Buffer {
  const b = randomBytes(16);
  b[0] &= 0x7f;
  if (b[0] === 0) b[0] = 1;
  return b;
}

interface CaState {
  keyPem: string;
  certPem: string;
}

async function loadOrCreate(db: Db): Promise<CaState> {
  const found = await db.query<{ key_pem: string; cert_pem: string }>(
    'select key_pem, cert_pem from local_ca where id = 1',
  );
  if (found.rows[0]) return { keyPem: found.rows[0].key_pem, certPem: found.rows[0].cert_pem };
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const issuer = name(CA_NAME.cn, CA_NAME.o);
  const now = new Date();
  const der = certificate(
    tbs({
      serial: serialBytes(),
      issuer,
      subject: issuer,
      notBefore: now,
      notAfter: new Date(Date.UTC(9999, 11, 31, 23, 59, 59)),
      spki: publicKey.export({ type: 'spki', format: 'der' }),
      ca: true,
    }),
    keyPem,
  );
  await db.query(
    `insert into local_ca (id, key_pem, cert_pem, created_at) values (1, $1, $2, $3) on conflict (id) do nothing`,
    [keyPem, pem(der), now],
  );
  const again = await db.query<{ key_pem: string; cert_pem: string }>(
    'select key_pem, cert_pem from local_ca where id = 1',
  );
  return { keyPem: again.rows[0].key_pem, certPem: again.rows[0].cert_pem };
}

export function createLocalCa(db: Db): CertificateAuthority {
  let state: Promise<CaState> | null = null;
  const ca = () => {
    if (!state) {
      state = loadOrCreate(db);
      state.catch(() => {
        state = null;
      });
    }
    return state;
  };
  return {
    async issue(req: CertificateRequest) {
      const { keyPem, certPem } = await ca();
      const serial = serialBytes();
      const caCert = new X509Certificate(certPem);
      const der = certificate(
        tbs({
          serial,
          issuer: name(CA_NAME.cn, CA_NAME.o),
          subject: name(req.commonName, req.organisation),
          notBefore: req.notBefore,
          notAfter: req.notAfter,
          spki: req.publicKeySpki,
          ca: false,
        }),
        keyPem,
      );
      const out = pem(der);
      // What we wrote must read back and verify with the CA's key.
      if (!new X509Certificate(out).verify(caCert.publicKey))
        throw new Error('local CA: issued certificate does not verify');
      return { pem: out, serialNo: serial.toString('hex').toUpperCase() };
    },
    async revoke() {
      // The local CA publishes no CRL: the portal's own table holds the revocation.
    },
    async caCertificate() {
      return (await ca()).certPem;
    },
  };
}
