import type { LibraryDelete } from '../../library/DeleteLibraryItemsDialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from 'shared-ui';
import { ErrorCode, FUND_API, type FundDeleteAnswer, type FundInput, type FundRow, type FundUpdateInput } from 'shared-ui/contract';
import { fundKeys } from './fundKeys';

/** The server's message says more than the catalogue's here: who saved and when (1015), which ISIN or slot (1019). */
const OWN_WORDS = [ErrorCode.WithdrawConflict, ErrorCode.Duplicate, ErrorCode.NotFound];

/** Every list, detail and catalogue search may change after a write: refresh them all (the library is small). */
function useRefreshFunds() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: fundKeys.all });
}

/** `POST operation/wm/funds`: the new fund's id. */
export function useAddFund() {
  const refresh = useRefreshFunds();
  return useMutation({
    mutationFn: (input: FundInput) => unwrap(api.post<{ id: number }>(FUND_API.create, input), [0], OWN_WORDS),
    onSuccess: refresh,
  });
}

/** `POST operation/wm/funds/update`; 1015 (with the current row) when someone saved since `update_time`. */
export function useUpdateFund() {
  const refresh = useRefreshFunds();
  return useMutation({
    mutationFn: (input: FundUpdateInput) => unwrap(api.post<FundRow>(FUND_API.update, input), [0], OWN_WORDS),
    onSuccess: refresh,
  });
}

/** `POST operation/wm/funds/delete {ids}`; 1019 (with `FundInUse[]`) when a slot uses any: none is deleted. */
export function useDeleteFunds() {
  const refresh = useRefreshFunds();
  return useMutation({
    // `update_times`: each fund's update_time as shown; one saved since answers 1015 with its current row.
    mutationFn: (body: LibraryDelete<number>) => unwrap(api.post<FundDeleteAnswer>(FUND_API.delete, body), [0], OWN_WORDS),
    onSettled: refresh,
  });
}
