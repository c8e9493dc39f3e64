import { readFile } from 'node:fs/promises';
import { AGREEMENT_KIND, type AgreementKind } from '@mp/core/statuses';
import type { Db } from '../../db/types.ts';
import type { FileStore } from '../../kernel/ports.ts';
import { sha256Hex } from '../../pdf/index.ts';
import { agreementPdf } from './documents.ts';
import { insertVersion, nextVersionNo } from './queries.ts';
import type { AgreementText } from './texts.ts';

/**
 * Publishes the next version of an agreement: renders its PDF in each language once, keeps the exact
 * bytes in the file store (when given) and their SHA-256 with the version. The row never changes afterwards (the
 * table's trigger refuses it). `at` may be in the future: the version applies from then.
 */
export async function publishVersion(
  deps: { db: Db; files?: FileStore },
  kind: AgreementKind,
  text: AgreementText,
  at: Date,
  graceDays = 30,
): Promise<{ id: string; version: number; sha256_zh: string; sha256_en: string }> {
  const title = AGREEMENT_KIND[kind];
  return deps.db.tx(async (db) => {
    const version = await nextVersionNo(db, kind);
    const base = { kind, version, published_at: at };
    const zh = await agreementPdf({ ...base, title: title.zh, sections: text.zh }, 'zh-TW');
    const en = await agreementPdf({ ...base, title: title.en, sections: text.en }, 'en');
    const key = (lang: string) => `agreements/${kind}-v${version}-${lang}.pdf`;
    // Without a file store (the demo seed), the first download renders the same bytes and keeps them.
    await deps.files?.put(key('zh-TW'), zh);
    await deps.files?.put(key('en'), en);
    const sha256_zh = sha256Hex(zh);
    const sha256_en = sha256Hex(en);
    const id = await insertVersion(db, {
      ...base,
      title_zh: title.zh,
      title_en: title.en,
      sections_zh: text.zh,
      sections_en: text.en,
      sha256_zh,
      sha256_en,
      pdf_key_zh: key('zh-TW'),
      pdf_key_en: key('en'),
      grace_days: graceDays,
    });
    return { id, version, sha256_zh, sha256_en };
  });
}

/** Publishes from a JSON file (ops CLI `agreements-publish`): `{ kind, zh, en, at?, grace_days? }`. */
export async function publishAgreementFile(deps: { db: Db; files: FileStore }, file: string) {
  const raw = JSON.parse(await readFile(file, 'utf8')) as {
    kind?: string;
    zh?: unknown;
    en?: unknown;
    at?: string;
    grace_days?: number;
  };
  const kind = raw.kind as AgreementKind;
  if (!kind || !Object.hasOwn(AGREEMENT_KIND, kind)) {
    throw new Error(`kind must be one of ${Object.keys(AGREEMENT_KIND).join(', ')}`);
  }
  const sections = (v: unknown) => {
    if (
      !Array.isArray(v) ||
      v.length === 0 ||
      !v.every(
        (s) =>
          typeof s?.heading === 'string' &&
          Array.isArray(s.paragraphs) &&
          s.paragraphs.every((p: unknown) => typeof p === 'string'),
      )
    ) {
      throw new Error('zh and en must each be a non-empty list of { heading, paragraphs: [text] }');
    }
    return v as AgreementText['zh'];
  };
  const at = raw.at ? new Date(raw.at) : new Date();
  if (Number.isNaN(at.getTime())) throw new Error('at must be an ISO time');
  const v = await publishVersion(
    deps,
    kind,
    { zh: sections(raw.zh), en: sections(raw.en) },
    at,
    raw.grace_days ?? 30,
  );
  return { kind, ...v };
}
