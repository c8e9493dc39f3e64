import { moneyMoveFields } from '@mp/core/contract';
import { ALL_CONTRACTS } from '@mp/core/contracts/index';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { openApiDocument } from '../src/http/openapi.ts';
import { allCbEndpoints, allEndpoints } from '../src/modules/index.ts';
import { moneyMoveEndpoints } from '../src/modules/security/index.ts';

// The confirmed money move (docs/adding-a-capability.md, "How to build a confirmed money move"): a contract
// states it with its moneyMove facet, the server carries it out through moneyMoveEndpoint, and the request
// schema (so the OpenAPI document) holds every field the facet implies.
const moves = ALL_CONTRACTS.filter((c) => c.moneyMove);
const shapeOf = (s: z.ZodType) => (s as unknown as { shape: Record<string, z.ZodType> }).shape;

describe('confirmed money moves', () => {
  it('are the refund, the withdrawal, the recharge, the bank-account change, the invoice application, the payment submission and the cross-border transfer', () => {
    expect(moves.map((c) => c.path).sort()).toEqual([
      'gather/refundApply',
      'invoice/invoiceApplyOms',
      'meradm/openBankModify',
      'meradm/paymentAuditSubmit',
      'promotion/create',
      'recharge/accRecharge',
      'trade/transfer/out/apply',
      'withdraw/withdraw',
    ]);
  });

  it('are served through moneyMoveEndpoint, and nothing else is', () => {
    const wrong = allEndpoints.filter((e) => Boolean(e.contract?.moneyMove) !== moneyMoveEndpoints.has(e));
    expect(wrong.map((e) => e.path)).toEqual([]);
  });

  it('carry the fields of their facet; a payment password travels bound', () => {
    for (const c of moves) {
      const m = c.moneyMove;
      if (!m) continue;
      expect(Object.keys(shapeOf(c.request)), c.path).toEqual(expect.arrayContaining(moneyMoveFields(m)));
      const password = m.confirm === 'payPassword' || m.confirm === 'both';
      expect(c.bound?.fields.includes('pay_password') ?? false, c.path).toBe(password);
    }
  });

  it('are marked in the OpenAPI document, whose request schema has the fields', () => {
    const doc = openApiDocument(allEndpoints, allCbEndpoints) as unknown as {
      paths: Record<string, { post?: Record<string, unknown> }>;
    };
    const marked = Object.values(doc.paths)
      .map((p) => p.post)
      .filter((op) => op?.['x-money-move']);
    expect(marked).toHaveLength(moves.length);
  });
});
