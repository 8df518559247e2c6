import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ARTICLE_ABSTRACT_MAX, ARTICLE_DISCLAIMER_MAX, ARTICLE_MODULES, textLength } from 'shared-ui/contract';
import { ArticlePreviewDialog } from '../content/ArticlePreviewDialog';
import { RichTextEditor } from '../editor/RichTextEditor';
import { ArticleTagsField } from './ArticleTagsField';
import { ArticleThumbnailField } from './ArticleThumbnailField';
import { ArticleTitleField } from './ArticleTitleField';
import type { ArticleField, ArticleFormController } from './useArticleForm';
import { CmsDateTimePicker } from 'shared-ui/pickers';

export interface ArticleFormProps {
  form: ArticleFormController;
  onSave: () => void;
  onCancel: () => void;
  saving: boolean;
  /** The manager-website page fixes the module (基金经理品牌) and adds the manager picker here. */
  lockedModule?: boolean;
  managerField?: ReactNode;
  /** Above the fields: the restore-a-local-copy offer. */
  banner?: ReactNode;
}

/** One form for a new article and a re-edit: the contract's ArticleInput, 预览 and 保存. */
export function ArticleForm({ form, onSave, onCancel, saving, lockedModule = false, managerField, banner }: ArticleFormProps) {
  const { values } = form;
  const [previewing, setPreviewing] = useState(false);
  const text = (field: ArticleField & keyof typeof values, label: string, extra: { multiline?: boolean; max?: number; placeholder?: string } = {}) => {
    const value = String(values[field]);
    const error = form.errorOf(field);
    const count = extra.max ? `${String(textLength(value.trim()))}/${String(extra.max)}` : undefined;
    return (
      <TextField
        label={label}
        name={field}
        fullWidth
        value={value}
        onChange={(e) => form.set(field, e.target.value)}
        onBlur={() => form.blur(field)}
        error={Boolean(error)}
        helperText={error ?? count ?? extra.placeholder ?? ' '}
        multiline={extra.multiline}
        minRows={extra.multiline ? 2 : undefined}
        maxRows={extra.multiline ? 8 : undefined}
        placeholder={extra.placeholder}
      />
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };

  return (
    <Box component="form" noValidate aria-label="文章表单" onSubmit={submit}>
      {banner}
      <Paper variant="outlined" sx={{ p: 2.5 }}>
        <Stack spacing={2.5}>
          <ArticleTitleField value={values.title} onChange={(v) => form.set('title', v)} onBlur={() => form.blur('title')} error={form.errorOf('title')} />
          {managerField}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 160px' }, gap: 2 }}>
            <TextField
              select
              label="文章模块"
              required
              name="article_module"
              value={values.article_module}
              disabled={lockedModule}
              onChange={(e) => form.set('article_module', e.target.value)}
              error={Boolean(form.errorOf('article_module'))}
              helperText={form.errorOf('article_module') ?? (lockedModule ? '基金经理官网文章固定为基金经理品牌' : ' ')}
              // The locked field's explanation is read, not greyed out with the field (4.5:1, axe color-contrast).
              slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
            >
              {ARTICLE_MODULES.map((m) => (
                <MenuItem key={m.value} value={m.value}>
                  {m.label}
                </MenuItem>
              ))}
            </TextField>
            <CmsDateTimePicker
              label="展示发布时间"
              required
              name="show_time"
              value={values.show_time}
              onChange={(v) => form.set('show_time', v)}
              onBlur={() => form.blur('show_time')}
              error={form.errorOf('show_time')}
              helperText="App 与官网展示的发布时间"
            />
            <TextField
              label="排序"
              name="position"
              type="number"
              value={Number.isNaN(values.position) ? '' : String(values.position)}
              onChange={(e) => form.set('position', e.target.value.trim() === '' ? Number.NaN : Number(e.target.value))}
              onBlur={() => form.blur('position')}
              error={Boolean(form.errorOf('position'))}
              helperText={form.errorOf('position') ?? '数字小的排在前面'}
              slotProps={{ htmlInput: { min: 0, max: 9999, step: 1 } }}
            />
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
            {text('author', '作者')}
            {text('image_author', '图片作者')}
          </Box>
          <ArticleTagsField value={values.tags} onChange={(v) => form.set('tags', v)} onBlur={() => form.blur('tags')} error={form.errorOf('tags')} />
          {text('url', '原文链接', { placeholder: 'https://（可选，转载文章填写原文地址）' })}
          {text('abstract', '摘要', { multiline: true, max: ARTICLE_ABSTRACT_MAX })}
          <ArticleThumbnailField value={values.thumbnail} onChange={(v) => form.set('thumbnail', v)} error={form.errorOf('thumbnail')} />
          <RichTextEditor
            label="正文 *"
            testId="article-editor"
            value={values.content}
            onChange={(html) => form.set('content', html)}
            onBlur={() => form.blur('content')}
            error={form.errorOf('content')}
            helperText="支持标题、加粗、列表、引用、链接、图片和表格；粘贴的内容会自动清理不安全的代码"
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
            {text('own_disclaimer', '我方免责声明', { multiline: true, max: ARTICLE_DISCLAIMER_MAX })}
            {text('other_disclaimer', '他方免责声明', { multiline: true, max: ARTICLE_DISCLAIMER_MAX })}
          </Box>
        </Stack>
      </Paper>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end', position: 'sticky', bottom: 0, py: 1.5, bgcolor: 'background.default', zIndex: 2 }}>
        <Button onClick={onCancel} disabled={saving}>
          取消
        </Button>
        <Button variant="outlined" onClick={() => setPreviewing(true)}>
          预览
        </Button>
        <Button type="submit" variant="contained" loading={saving}>
          保存
        </Button>
      </Stack>
      {previewing ? (
        <ArticlePreviewDialog article={values} onClose={() => setPreviewing(false)} />
      ) : null}
    </Box>
  );
}
