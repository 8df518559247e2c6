import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { PageHeader } from 'shared-ui/components';
import { informationSourceName, type InformationDetail } from 'shared-ui/contract';
import { Link as RouterLink } from 'shared-ui/router';
import { useInformationDetail } from './informationApi';
import { InformationEditor } from './InformationEditor';
import { informationPaths } from './informationPaths';
import { categoryLabel, valuesFromDetail } from './informationValues';
import { ItemLoadState } from './ItemLoadState';
import { useItemParams } from './useItemParams';

/**
 * The loaded item in its category's form. Its values are taken once, as the item first arrived: a later refetch
 * (after a save, the query holds the saved item) never overwrites what is being typed.
 */
function ReeditForm({ item, source }: { item: InformationDetail; source: string }) {
  const [initialValues] = useState(() => valuesFromDetail(item));
  const [existing] = useState(() => ({ linkId: item.linkId, source, sourceName: item.source_name || informationSourceName(source), version: item.version }));
  return <InformationEditor initialValues={initialValues} existing={existing} />;
}

/**
 * `/articles/information/reedit/:type/:linkId/:source`: the add page's form of that category, filled with the item,
 * saved with `POST article/information/save` and its linkId and source. The source the server knows for the item
 * wins over the URL's (a hand-edited link cannot move an item to another source); an external item keeps its label.
 */
export function InformationReeditPage() {
  const { type, linkId, source } = useItemParams();
  const item = useInformationDetail(type, linkId);
  return (
    <Box>
      <PageHeader
        title={`重新编辑${categoryLabel(type)}`}
        subtitle={item.data?.title}
        actions={
          <Button component={RouterLink} to={informationPaths.detail(type, linkId)}>
            返回详情
          </Button>
        }
      />
      <ItemLoadState item={item} type={type}>
        {(detail) => <ReeditForm key={detail.linkId} item={detail} source={detail.source || source} />}
      </ItemLoadState>
    </Box>
  );
}

