/**
 * The rules on message codes that need none of the catalogue's texts (catalogue.ts re-exports them): the
 * portal's start-up code reads these without loading the texts, which come in a chunk of their own once the
 * first page is shown (issue 31, the sign-in page's budget).
 */
export const SESSION_INVALID_CODES: readonly string[] = ['SCM60401', 'LOG60401'];
export const SCHEDULED_DOWNLOAD_CODE = 'SCM40025';

/** The success rule of spec point 3: characters from position 3 on are 00000. */
export function isSuccess(msgCd: unknown): boolean {
  return typeof msgCd === 'string' && msgCd.length === 8 && msgCd.slice(3) === '00000';
}
