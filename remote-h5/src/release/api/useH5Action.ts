import { useMutation, useQueryClient } from '@tanstack/react-query';
import { h5Keys } from './h5Keys';

/**
 * A change of the release system. Every view is refreshed when it settles, failed or not: a refused delete or a
 * 1015 still means the lists may be out of date. Success toasts and error handling are the caller's (`mutate(vars,
 * { onSuccess, onError })`), since only it knows what to say and where (beside a field, in a dialog).
 *
 * @example const rename = useH5Action(({ id, name }) => h5Calls.rename(id, name));
 */
export function useH5Action<Vars, Data>(mutationFn: (vars: Vars) => Promise<Data>) {
  const queryClient = useQueryClient();
  return useMutation<Data, unknown, Vars>({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: h5Keys.all }),
  });
}
