// Makes the embedded database's templates if missing (scripts/postinstall.mjs runs it after an install).
import { ensureEmbeddedTemplate } from '../src/db/pglite-db.ts';

const made = await ensureEmbeddedTemplate();
if (!made) {
  console.error('[db-template] the embedded database template could not be made here');
  process.exit(1);
}
