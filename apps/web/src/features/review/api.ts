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
