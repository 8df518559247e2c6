import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { isCallAllowed, useSession } from 'shared-ui';
import { INFORMATION_API } from 'shared-ui/contract';
import { PageHeader } from 'shared-ui/components';
import { Link as RouterLink } from 'shared-ui/router';
import { InformationEditor } from './InformationEditor';
import { informationPaths } from './informationPaths';
import { emptyInformationValues } from './informationValues';

export interface InformationAddPageProps {
  /** The category written here: 1 stock calendar, 2 headlines, 4 market analysis. */
  type: number;
  title: string;
  subtitle: string;
}

/** An add page of the information feed: an empty form of its category, then the new item's detail page. */
export function InformationAddPage({ type, title, subtitle }: InformationAddPageProps) {
  const { role } = useSession();
  // Made once: the display time defaults to the moment the page opened, and the local copy compares against it.
  const [initialValues] = useState(() => emptyInformationValues(type));
  return (
    <Box>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Button component={RouterLink} to={informationPaths.addLinks}>
            返回新增内容
          </Button>
        }
      />
      {isCallAllowed(role, 'POST', INFORMATION_API.create) ? (
        <InformationEditor initialValues={initialValues} />
      ) : (
        <Alert severity="info">您的角色不能新增资讯，请联系管理员。</Alert>
      )}
    </Box>
  );
}
