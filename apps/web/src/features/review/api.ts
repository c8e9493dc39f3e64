import type { AnswerOf, RequestOf } from '@mp/core/contract';
import * as c from '@mp/core/contracts/review';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';

/** The review kit's calls (issue 25 point 3): the queue, one item, claim, release, decide, second approval. */
export type ReviewItem = AnswerOf<typeof c.reviewQueue>['list'][number];
export type ReviewDetail = AnswerOf<typeof c.reviewDetail>;
export type QueueFilters = Omit<RequestOf<typeof c.reviewQueue>, 'page_no' | 'page_size'>;

const keys = {
  all: ['review'] as const,
  queue: (f: QueueFilters, page: number, size: number) => [...keys.all, 'queue', f, page, size] as const,
  item: (id: string) => [...keys.all, 'item', id] as const,
};

/** Every refusal of the kit is shown by the page beside its buttons, not as a toast. */
const HANDLED = [
  'REV10001',
  'REV10002',
  'REV10003',
  'REV10004',
  'REV10005',
  'REV10006',
  'REV10007',
  'REV10008',
  'VAL10001',
  'VAL10007',
];

export function useQueue(filters: QueueFilters, page: number, size: number) {
  return useQuery({
    queryKey: keys.queue(filters, page, size),
    queryFn: async () => unwrap(await call(c.reviewQueue, { ...filters, page_no: page, page_size: size })),
    placeholderData: keepPreviousData,
  });
}

export function useItem(id: string) {
  return useQuery({
    queryKey: keys.item(id),
    queryFn: async () => unwrap(await call(c.reviewDetail, { item_id: id })),
    enabled: id !== '',
  });
}

function useAct<B extends object>(run: (b: B) => ReturnType<typeof call>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (b: B) => unwrap(await run(b)),
    onSettled: () => void qc.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useClaim = () =>
  useAct((b: RequestOf<typeof c.reviewClaim>) => call(c.reviewClaim, b, { handleCodes: HANDLED }));
export const useRelease = () =>
  useAct((b: RequestOf<typeof c.reviewRelease>) => call(c.reviewRelease, b, { handleCodes: HANDLED }));
export const useDecide = () =>
  useAct((b: RequestOf<typeof c.reviewDecide>) => call(c.reviewDecide, b, { handleCodes: HANDLED }));
export const useSecond = () =>
  useAct((b: RequestOf<typeof c.reviewSecond>) => call(c.reviewSecond, b, { handleCodes: HANDLED }));
export const contracts = c;

/**
 * A file of the request, fetched through the kit (only the files the request shows) and opened in a new
 * tab. The tab opens at the click (a tab opened after the answer would be a blocked pop-up), then shows it.
 */
export async function openReviewFile(itemId: string, fileId: string): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  const r = await call(c.reviewFile, { item_id: itemId, file_id: fileId });
  if (!r.ok) {
    tab?.close();
    return;
  }
  const bytes = Uint8Array.from(atob(r.data.content_base64), (ch) => ch.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: r.data.content_type }));
  if (tab) tab.location.href = url;
  else window.location.assign(url);
  // The tab has read it by then; the object URL is not kept.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
