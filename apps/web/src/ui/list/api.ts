import * as c from '@mp/core/contracts/presets';
import { queryStoreList } from '@mp/core/contracts/stores';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';

/** Saved filter presets (pc/filterPreset*) and the store choices of the store filter. */

export const presetKeys = {
  all: ['presets'] as const,
  list: (pageKey: string) => [...presetKeys.all, pageKey] as const,
};

export const storeKeys = {
  all: ['stores'] as const,
  choices: () => [...storeKeys.all, 'choices'] as const,
};

export function usePresets(pageKey: string) {
  return useQuery({
    queryKey: presetKeys.list(pageKey),
    queryFn: async () =>
      unwrap(await call(c.filterPresetList, { page_key: pageKey }, { loading: false })).rows,
  });
}

export function useSavePreset(pageKey: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: { name: string; query: string }) =>
      unwrap(await call(c.filterPresetSave, { page_key: pageKey, name: v.name, query: v.query })),
    onSuccess: () => qc.invalidateQueries({ queryKey: presetKeys.list(pageKey) }),
  });
}

export function useDeletePreset(pageKey: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (presetId: string) => unwrap(await call(c.filterPresetDelete, { preset_id: presetId })),
    onSuccess: () => qc.invalidateQueries({ queryKey: presetKeys.list(pageKey) }),
  });
}

/**
 * The stores the operator may see, for the store filter. Quiet: an operator without the stores page
 * (code 41) still filters by typing a store number.
 */
export function useStoreChoices(enabled = true) {
  return useQuery({
    enabled,
    queryKey: storeKeys.choices(),
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const r = await call(queryStoreList, { page_no: 1, page_size: 100 }, { quiet: true, loading: false });
      return r.ok ? r.data.rows : null;
    },
  });
}
