import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { ApiError, shownFailureMessage } from 'shared-ui';
import { ErrorCode } from 'shared-ui/contract';
import { EntryAuditTrail, PageHeader } from 'shared-ui/components';
import { Link, useLocation, useNavigate, useParams } from 'shared-ui/router';
import { useArticleDetail } from '../api/articleQueries';
import { useArticlePermissions } from '../api/useArticlePermissions';
import { EditRecordTable } from '../common/EditRecordTable';
import { articleBodySx } from '../content/articleBodySx';
import { ArticlePreviewDialog } from '../content/ArticlePreviewDialog';
import { sanitizeForDisplay } from '../content/sanitize';
import { ArticleFields } from './ArticleFields';
import { articlePaths, type ArticleSection, type BackState } from './articlePaths';
import { ArticleUsagePanel } from './ArticleUsagePanel';
import { DeleteArticlesDialog } from './DeleteArticlesDialog';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** 文章详情: every field, the rendered (sanitised) body, where it is used, the edit record; 重新编辑 and 删除. */
export function ArticleDetailPage({ section }: { section: ArticleSection }) {
  const { linkId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const back = (location.state as BackState | null)?.back ?? articlePaths.list(section);
  const can = useArticlePermissions();
  const detail = useArticleDetail(linkId);
  const [dialog, setDialog] = useState<'delete' | 'preview' | null>(null);

  const backButton = (
    <Button startIcon={<ArrowBack />} component={Link} to={back}>
      返回列表
    </Button>
  );
  if (detail.isPending) {
    return (
      <Box aria-busy="true">
        <Skeleton variant="text" width={320} height={40} />
        <Skeleton variant="rounded" height={360} sx={{ mt: 2 }} />
      </Box>
    );
  }
  if (detail.isError) {
    const notFound = detail.error instanceof ApiError && detail.error.code === ErrorCode.NotFound;
    return (
      <Box>
        <PageHeader title="文章详情" actions={backButton} />
        <Alert severity="error">{notFound ? '文章不存在或已被彻底删除' : (shownFailureMessage(detail.error) ?? '文章加载失败')}</Alert>
      </Box>
    );
  }
  const article = detail.data;
  const safeBody = sanitizeForDisplay(article.content);
  return (
    <Box>
      <PageHeader
        title={article.title}
        subtitle="文章详情"
        actions={
          <Stack direction="row" spacing={1}>
            {backButton}
            <Button onClick={() => setDialog('preview')}>手机预览</Button>
            {can.save && !article.deleted ? (
              <Button variant="contained" component={Link} to={articlePaths.reedit(section, article.linkId)} state={{ back } satisfies BackState}>
                重新编辑
              </Button>
            ) : null}
            {can.remove && !article.deleted ? (
              <Button variant="outlined" color="error" onClick={() => setDialog('delete')}>
                删除
              </Button>
            ) : null}
          </Stack>
        }
      />
      {article.deleted ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          该文章已删除，可在<Link to={articlePaths.recycle}>回收站</Link>恢复。
        </Alert>
      ) : null}
      <Stack spacing={2}>
        <Section title="基本信息">
          <ArticleFields article={article} canEditPageview={can.pageview} />
        </Section>
        <Section title="正文">
          <Box className="article-body" data-testid="article-detail-body" sx={{ ...articleBodySx, mt: 0, maxWidth: 800 }} dangerouslySetInnerHTML={{ __html: safeBody }} />
        </Section>
        <Section title="使用情况">
          <ArticleUsagePanel linkId={article.linkId} />
        </Section>
        <Section title="编辑记录">
          <EditRecordTable records={article.records} />
        </Section>
        <Section title="修改记录（修改前后对比）">
          <EntryAuditTrail place="articles" entryId={article.linkId} entryName={`「${article.title}」`} />
        </Section>
      </Stack>
      {dialog === 'preview' ? (
        <ArticlePreviewDialog article={article} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'delete' ? (
        <DeleteArticlesDialog
          articles={[{ linkId: article.linkId, title: article.title, version: article.version }]}
          onClose={() => setDialog(null)}
          onDeleted={() => {
            setDialog(null);
            void navigate(back);
          }}
        />
      ) : null}
    </Box>
  );
}
