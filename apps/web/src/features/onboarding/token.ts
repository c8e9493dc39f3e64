import { readSession, removeSession, writeSession } from '../../storage/browserStorage.ts';

/** The applicant's token (signing in by SMS gives it), kept for this tab only. */
const KEY = 'applyToken';

export const applyToken = {
  read: (): string | null => readSession(KEY),
  write: (token: string) => writeSession(KEY, token),
  clear: () => removeSession(KEY),
};
