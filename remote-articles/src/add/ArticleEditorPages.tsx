import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useMemo } from 'react';
import { ApiError, shownFailureMessage } from 'shared-ui';
import { ErrorCode } from 'shared-ui/contract';
import { PageHeader } from 'shared-ui/components';
import { Link, useParams } from 'shared-ui/router';
import { useArticleDetail } from '../api/articleQueries';
import { useArticlePermissions } from '../api/useArticlePermissions';
import { articlePaths, type ArticleSection } from '../library/articlePaths';
import { ArticleEditor } from './ArticleEditor';
import { emptyArticle, valuesFromDetail } from './articleFormValues';
import { managerFieldOf } from './ManagerField';

function NotAllowed({ title }: { title: string }) {
  return (
    <Box>
      <PageHeader title={title} />
      <Alert severity="warning">抱歉，您没有权限进行此操作</Alert>
    </Box>
  );
}

/** 新增文章 (`add/newadd`): an empty form, shown now. */
export function NewArticlePage() {
  const can = useArticlePermissions();
  const initial = useMemo(() => emptyArticle(), []);
  if (!can.create) return <NotAllowed title="新增文章" />;
  return (
    <Box>
      <PageHeader title="新增文章" subtitle="保存后进入文章库，可被各运营位引用" />
      <ArticleEditor initial={initial} section="library" />
    </Box>
  );
}

/** 重新编辑 (`library/reedit/:linkId`, `add/managerWebsite/reedit/:linkId`): the stored article in the same form. */
export function ReeditArticlePage({ section }: { section: ArticleSection }) {
  const { linkId = '' } = useParams();
  const can = useArticlePermissions();
  const detail = useArticleDetail(linkId);
  const initial = useMemo(() => (detail.data ? valuesFromDetail(detail.data) : null), [detail.data]);
  const title = '重新编辑文章';
  if (!can.save) return <NotAllowed title={title} />;
  if (detail.isPending) {
    return (
      <Box aria-busy="true">
        <PageHeader title={title} />
        <Skeleton variant="rounded" height={480} />
      </Box>
    );
  }
  if (detail.isError || !initial) {
    const notFound = detail.error instanceof ApiError && detail.error.code === ErrorCode.NotFound;
    return (
      <Box>
        <PageHeader title={title} actions={<Button component={Link} to={articlePaths.list(section)}>返回列表</Button>} />
        <Alert severity="error">{notFound ? '文章不存在或已被彻底删除' : (shownFailureMessage(detail.error) ?? '文章加载失败')}</Alert>
      </Box>
    );
  }
  if (detail.data.deleted) {
    return (
      <Box>
        <PageHeader title={title} />
        <Alert severity="warning">
          该文章已删除，请先在<Link to={articlePaths.recycle}>回收站</Link>恢复后再编辑。
        </Alert>
      </Box>
    );
  }
  const manager = section === 'add/managerWebsite' ? { field: managerFieldOf } : undefined;
  return (
    <Box>
      <PageHeader title={title} subtitle={detail.data.title} />
      {/* Keyed by the article: opening another article starts a fresh form. */}
      <ArticleEditor key={linkId} initial={initial} version={detail.data?.version} section={section} linkId={linkId} manager={manager} />
    </Box>
  );
}
