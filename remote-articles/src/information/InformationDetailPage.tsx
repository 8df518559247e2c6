import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isCallAllowed, useSession } from 'shared-ui';
import { EntryAuditTrail, PageHeader, WhereUsedPanel } from 'shared-ui/components';
import { INFORMATION_API, richTextIsEmpty } from 'shared-ui/contract';
import { Link as RouterLink } from 'shared-ui/router';
import { EditRecordTable } from '../common/EditRecordTable';
import { ArticlePreview } from '../content/ArticlePreview';
import { DetailFields } from './DetailFields';
import { useInformationDetail } from './informationApi';
import { informationPaths } from './informationPaths';
import { categoryLabel } from './informationValues';
import { ItemLoadState } from './ItemLoadState';
import { useItemParams } from './useItemParams';

/**
 * `/articles/information/detail/:type/:linkId`: every field of an item, its body as the app shows it (sanitised by
 * the preview), its source and edit record, and 重新编辑 for a role that may save.
 */
export function InformationDetailPage() {
  const { type, linkId } = useItemParams();
  const { role } = useSession();
  const item = useInformationDetail(type, linkId);
  const canReedit = isCallAllowed(role, 'POST', INFORMATION_API.save);
  return (
    <Box>
      <PageHeader
        title={item.data?.title ?? '资讯详情'}
        subtitle={`资讯库 · ${categoryLabel(type)}`}
        actions={
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to={informationPaths.feed(type)}>
              返回资讯库
            </Button>
            {canReedit && item.data ? (
              <Button variant="contained" component={RouterLink} to={informationPaths.reedit(item.data.type, item.data.linkId, item.data.source)}>
                重新编辑
              </Button>
            ) : null}
          </Stack>
        }
      />
      <ItemLoadState item={item} type={type}>
        {(detail) => (
          <Stack spacing={2}>
            <Paper variant="outlined" sx={{ p: 3 }}>
              <DetailFields item={detail} />
            </Paper>
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
                正文
              </Typography>
              {richTextIsEmpty(detail.content) ? (
                <Typography color="text.secondary" variant="body2">
                  无正文
                </Typography>
              ) : (
                <Box data-testid="information-body">
                  <ArticlePreview title={detail.title} html={detail.content} author={detail.author} showTime={detail.show_time} abstract={detail.abstract} />
                </Box>
              )}
            </Paper>
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
                使用情况
              </Typography>
              <WhereUsedPanel library="information" id={detail.linkId} />
            </Paper>
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
                编辑记录
              </Typography>
              <EditRecordTable records={detail.records} />
            </Paper>
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
                修改记录（修改前后对比）
              </Typography>
              <EntryAuditTrail place="information" entryId={detail.linkId} entryName={`「${detail.title}」`} />
            </Paper>
          </Stack>
        )}
      </ItemLoadState>
    </Box>
  );
}
