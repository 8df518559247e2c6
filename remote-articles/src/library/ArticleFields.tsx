import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ImageThumb } from 'shared-ui/components';
import { ARTICLE_MODULES, splitTags, type ArticleDetail } from 'shared-ui/contract';
import { PageviewField } from './PageviewField';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}

const text = (value: string) => <Typography variant="body2">{value.trim() === '' ? '—' : value}</Typography>;
const multiline = (value: string) => (
  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
    {value.trim() === '' ? '—' : value}
  </Typography>
);

/** Every field of an article, as a description list. */
export function ArticleFields({ article, canEditPageview }: { article: ArticleDetail; canEditPageview: boolean }) {
  const tags = splitTags(article.tags);
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '120px 1fr', columnGap: 2, rowGap: 1.25, m: 0, alignItems: 'start' }}>
      <Row label="标题">{text(article.title)}</Row>
      <Row label="文章模块">{text(ARTICLE_MODULES.find((m) => m.value === article.article_module)?.label ?? article.article_module)}</Row>
      {article.manager_id ? <Row label="关联基金经理">{text(article.manager_name || article.manager_id)}</Row> : null}
      <Row label="作者">{text(article.author)}</Row>
      <Row label="图片作者">{text(article.image_author)}</Row>
      <Row label="标签">
        {tags.length === 0 ? (
          text('')
        ) : (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {tags.map((tag) => (
              <Chip key={tag} label={tag} size="small" variant="outlined" />
            ))}
          </Stack>
        )}
      </Row>
      <Row label="原文链接">
        {article.url ? (
          <MuiLink href={article.url} target="_blank" rel="noopener noreferrer" variant="body2">
            {article.url}
          </MuiLink>
        ) : (
          text('')
        )}
      </Row>
      <Row label="展示发布时间">{text(article.show_time)}</Row>
      <Row label="排序">{text(String(article.position))}</Row>
      <Row label="浏览量">
        <PageviewField linkId={article.linkId} pageview={article.pageview} version={article.version} editable={canEditPageview && !article.deleted} />
      </Row>
      <Row label="缩略图">
        {/* Its size is the uploader's: the whole picture within the box; a click opens the original. */}
        {article.thumbnail ? <ImageThumb src={article.thumbnail} alt="缩略图" box={{ width: 240, height: 160 }} radius={1} /> : text('')}
      </Row>
      <Row label="摘要">{multiline(article.abstract)}</Row>
      <Row label="我方免责声明">{multiline(article.own_disclaimer)}</Row>
      <Row label="他方免责声明">{multiline(article.other_disclaimer)}</Row>
      <Row label="创建时间">{text(article.create_time)}</Row>
      <Row label="最近更新">{text(`${article.update_time}${article.update_operator ? `（${article.update_operator}）` : ''}`)}</Row>
      <Row label="文章 ID">{text(article.linkId)}</Row>
    </Box>
  );
}
