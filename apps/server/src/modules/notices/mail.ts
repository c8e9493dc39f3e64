import type { OrgKind } from '@mp/core/contract';
import type { MailCategory } from '@mp/core/schemas/notices';
import type { Db } from '../../db/types.ts';
import type { CallContext } from '../../kernel/context.ts';
import { insertMail, type MailText, orgAdmins } from './queries.ts';

/**
 * Tells the organisation's administrators about a change: a notify mail in each one's portal mailbox
 * (written with `db`, so it commits with the change) and, once `send` is called after the commit, an
 * e-mail through ports.mail in both languages.
 */
export async function mailAdmins(
  ctx: CallContext,
  db: Db,
  org: { kind: OrgKind; id: string },
  category: MailCategory,
  text: MailText,
): Promise<{ send: () => Promise<void> }> {
  const admins = await orgAdmins(db, org.kind, org.id);
  const at = ctx.ports.clock.now();
  for (const a of admins) await insertMail(db, { operatorId: a.id, org, category, text, at });
  return {
    async send() {
      for (const a of admins) {
        if (!a.email) continue;
        await ctx.ports.mail.send(
          a.email,
          `${text.subject.zh} / ${text.subject.en}`,
          `${text.body.zh}\n\n${text.body.en}`,
        );
      }
    },
  };
}
