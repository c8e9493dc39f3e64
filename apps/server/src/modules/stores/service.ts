import type { StoreListReqT, StoreQrResT, StoreRowT } from '@mp/core/schemas/stores';
import { macauTime14 } from '@mp/core/time';
import { requireInScope, scopeSql } from '../../http/scope.ts';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { checkFilter } from '../../lists/input.ts';
import { containsPattern, pageAnswer, pageWindow } from '../../lists/paging.ts';
import { emvPayload, qrMatrix, qrSvg } from './qr.ts';
import {
  findStore,
  findStoreForQr,
  listStores,
  STORE_LIST_PARAMS,
  type StoreDbRow,
  storeTerminals,
} from './queries.ts';

/** Which store, and whose: the fields every store answer starts with (row, detail, QR code). */
function storeIdentity(s: Pick<StoreDbRow, 'id' | 'store_no' | 'name' | 'mer_no' | 'mer_name'>) {
  return {
    store_id: String(s.id),
    store_no: s.store_no,
    store_name: s.name,
    mer_no: s.mer_no,
    mer_name: s.mer_name,
  };
}

function storeRow(s: StoreDbRow): StoreRowT {
  return {
    ...storeIdentity(s),
    address: s.address,
    phone: s.phone,
    status: s.status,
    terminal_count: Number(s.terminal_count),
    created_at: macauTime14(s.created_at),
  };
}

/** The stores of the caller's scope: own, permitted, sub-merchants' or members' stores. */
export async function storeList(ctx: SignedInContext, body: StoreListReqT) {
  checkFilter('store_name', body.store_name);
  checkFilter('store_no', body.store_no, 32);
  checkFilter('mer_no', body.mer_no, 32);
  const scope = await scopeSql(ctx, 's', STORE_LIST_PARAMS, { merchant: 'merchant_id', store: 'id' });
  const rows = await listStores(ctx.db, scope, {
    namePattern: containsPattern(body.store_name),
    noPattern: containsPattern(body.store_no),
    status: body.status || null,
    merNo: body.mer_no?.trim() || null,
    ...pageWindow(body),
  });
  return pageAnswer(body, rows, rows.map(storeRow));
}

/** One store with its terminals; a store outside the scope does not exist. */
export async function storeDetail(ctx: SignedInContext, body: { store_id: string }) {
  const s = await findStore(ctx.db, body.store_id);
  if (!s) throw new AppError('SCM40401');
  await requireInScope(ctx, { merchantId: String(s.merchant_id), storeId: String(s.id) });
  const terminals = await storeTerminals(ctx.db, String(s.id));
  return {
    ...storeRow(s),
    terminals: terminals.map((t) => ({
      terminal_id: String(t.id),
      terminal_no: t.terminal_no,
      model: t.model,
      status: t.status,
      created_at: macauTime14(t.created_at),
    })),
  };
}

/** A name in Latin letters only (the payload's default language), or ''. */
const latinOnly = (...names: string[]) =>
  names.find((n) => /^[\x20-\x7e]*[A-Za-z][\x20-\x7e]*$/.test(n.trim())) ?? '';

/**
 * An open store's static payment QR code (411): the EMVCo payload and its drawing. A store outside the scope
 * does not exist (SCM40401); a closed store, or one of a merchant that is frozen or closed, takes no payments
 * and has no code (STO10001).
 */
export async function storeQr(ctx: SignedInContext, body: { store_id: string }): Promise<StoreQrResT> {
  const s = await findStoreForQr(ctx.db, body.store_id);
  if (!s) throw new AppError('SCM40401');
  await requireInScope(ctx, { merchantId: String(s.merchant_id), storeId: String(s.id) });
  if (s.status !== 'normal' || s.mer_status !== 'normal') throw new AppError('STO10001');
  const payload = emvPayload({
    merNo: s.mer_no,
    merName: s.short_name || s.mer_name,
    latinName: latinOnly(s.registered_name, s.short_name, s.mer_name),
    mcc: s.mcc,
    storeNo: s.store_no,
  });
  const matrix = qrMatrix(payload);
  return {
    ...storeIdentity(s),
    payload,
    svg: qrSvg(matrix, `${s.mer_name} ${s.name} (${s.store_no})`),
    modules: matrix.length,
  };
}
