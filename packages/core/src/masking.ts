/**
 * Masking of personal data on display (spec points 6 and 9), governed by the session's privacy flag.
 * Characters are counted as code points, so a name with a CJK extension character is masked whole.
 * Every function takes any input, including short or empty values, and never reveals a short value
 * whole: when a rule's visible head and tail would leave too little hidden, fewer characters are shown.
 */

export type MaskKind = 'phone' | 'card' | 'email' | 'id' | 'name';
type Maybe = string | null | undefined;

const text = (value: Maybe): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);

const SURROGATE = /[\uD800-\uDFFF]/;

/**
 * Keeps at most `head` leading and `tail` trailing characters and hides at least `minHidden` (all of a
 * value that is not longer than that), each hidden character as '*'.
 */
function keepEnds(value: string, head: number, tail: number, minHidden: number): string {
  // Characters, not UTF-16 units: only text with a surrogate pair needs splitting into code points.
  const chars: string | string[] = SURROGATE.test(value) ? Array.from(value) : value;
  const n = chars.length;
  const hidden = Math.min(n, Math.max(n - head - tail, minHidden));
  const visible = n - hidden;
  const t = Math.min(tail, visible - Math.min(head, Math.floor(visible / 2)));
  const h = visible - t;
  const part = (from: number, to: number) =>
    typeof chars === 'string' ? chars.slice(from, to) : chars.slice(from, to).join('');
  return part(0, h) + '*'.repeat(hidden) + part(n - t, n);
}

/** First 3 and last 4 shown ('138****5678'); an 8-digit Macau number shows 2 + 2 ('66****56'). */
export function maskPhone(value: Maybe): string {
  return keepEnds(text(value), 3, 4, 4);
}

/** First 6 and last 4 shown; spaces between digit groups are dropped first. */
export function maskCard(value: Maybe): string {
  return keepEnds(text(value).replace(/\s+/g, ''), 6, 4, 4);
}

/**
 * The first 3 characters of the local part, then '***' whatever its length, then the domain. A shorter
 * local part keeps all but its last character hidden ('ab@x.mo' -> 'a***@x.mo').
 */
export function maskEmail(input: Maybe): string {
  const value = text(input);
  if (value === '') return '';
  const at = value.lastIndexOf('@');
  const local = Array.from(at < 0 ? value : value.slice(0, at));
  const domain = at < 0 ? '' : value.slice(at);
  return `${local.slice(0, Math.min(3, Math.max(0, local.length - 1))).join('')}***${domain}`;
}

/** 15 characters or more (mainland ID cards): first 4 and last 4. Shorter documents: first and last one. */
export function maskId(input: Maybe): string {
  const value = text(input);
  return Array.from(value).length >= 15 ? keepEnds(value, 4, 4, 4) : keepEnds(value, 1, 1, 2);
}

const HAN = /^\p{Script=Han}/u;
/** Kept as they are: they separate parts of a name and carry nothing about the person. */
const NAME_SEPARATOR = /^[\s·•.\-']$/u;

/**
 * Chinese names: the first character, then '*' for each other one ('陳大文' -> '陳**'). Latin names: the
 * first letter of each word, then '*' for each other letter ('Chan Tai Man' -> 'C*** T** M**'). A
 * one-character name is hidden whole.
 */
export function maskName(value: Maybe): string {
  const name = text(value).trim();
  const chars = Array.from(name);
  if (chars.length <= 1) return '*'.repeat(chars.length);
  if (HAN.test(name)) return chars.map((c, i) => (i === 0 || NAME_SEPARATOR.test(c) ? c : '*')).join('');
  return name.replace(/[\p{L}\p{M}\p{N}]+/gu, (word) => {
    const w = Array.from(word);
    return w[0] + '*'.repeat(w.length - 1);
  });
}

const MASKERS: Record<MaskKind, (value: Maybe) => string> = {
  phone: maskPhone,
  card: maskCard,
  email: maskEmail,
  id: maskId,
  name: maskName,
};

/** The value masked when the privacy flag is on, as it is when off; null and undefined show as ''. */
export function mask(kind: MaskKind, value: Maybe, enabled: boolean): string {
  if (!enabled) return text(value);
  // An unknown kind (a value from outside the type system) hides everything rather than nothing.
  const masker = Object.hasOwn(MASKERS, kind)
    ? MASKERS[kind]
    : (v: Maybe) => '*'.repeat(Array.from(text(v)).length);
  return masker(value);
}
