import './messages.ts';
import { reasonsOf } from '@mp/core/schemas/review';
import { i18n, pick } from '../../i18n/index.ts';

/**
 * A transfer's note in the session's language. Notes are codes: the portal's own (crossborder.notes.*:
 * approval, review, the bank's answers) or a reviewer's reason code from the review kit, then '|' and the
 * reviewer's free text, which stays as typed. An older note that is plain text shows as it is.
 */
export function noteText(note: string): string {
  if (!note) return '';
  const [code, ...rest] = note.split('|');
  const text = rest.join('|');
  const own = i18n.t(`crossborder.notes.${code}`, { defaultValue: '' });
  const review = reasonsOf('xfer')[code];
  const label = own || (review ? pick(review) : code);
  return text ? `${label}: ${text}` : label;
}
