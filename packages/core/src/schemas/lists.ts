import { z } from 'zod';
import { SortedPageFields } from './transactions.ts';

/**
 * A list's two requests, from its filter fields: `query` asks for a page (the filters, the sort order and
 * the page, then `more`, e.g. the privacy flag), `filter` the filters alone (count, totals, export).
 */
export function listRequests<F extends z.ZodRawShape, M extends z.ZodRawShape = Record<never, never>>(
  filters: F,
  more?: M,
) {
  return {
    query: z.object({ ...filters, ...SortedPageFields, ...(more as M) }).strict(),
    filter: z.object(filters).strict(),
  };
}

/** The merchant a row of a list belongs to: its number and name. */
export const MerchantOfRow = { mer_no: z.string(), mer_name: z.string() };
