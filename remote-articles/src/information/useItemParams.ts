import { FEATURED_CATEGORY } from 'shared-ui/contract';
import { useParams } from 'shared-ui/router';

/** The item an information route names: `:type/:linkId` (and `:source` on re-edit), decoded. */
export function useItemParams(): { type: number; linkId: string; source: string } {
  const params = useParams();
  const type = Number(params.type);
  return {
    type: Number.isInteger(type) ? type : FEATURED_CATEGORY,
    linkId: params.linkId ?? '',
    source: params.source ?? '',
  };
}
