import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ImageThumb } from 'shared-ui/components';
import { LIBRARIES, type FieldDef, type RefFieldDef } from 'shared-ui/contract';
import type { CollectionItemChange } from './collectionDiff';
import type { EntryDiff, FieldChange } from './entryDiff';
import type { TextPart } from './textDiff';
import { useLibraryItems } from './useLibraryItems';

/** What the two sides are called: 线上 / 发布后 before a publish, 对方的版本 / 您的内容 in a stale save. */
export interface DiffSides {
  before: string;
  after: string;
}

/** Read by screen readers, not drawn: the word that says what a marked run is. */
const SCREEN_READER_ONLY = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

export const PUBLISH_SIDES: DiffSides = { before: '线上', after: '发布后' };

export interface EntryDiffViewProps {
  diff: EntryDiff;
  sides?: DiffSides;
  /** The heading level of each field's name (the section around it has the one above). */
  level?: 'h3' | 'h4';
}

/**
 * An entry's diff, field by field, as text people can read without colour: removed words struck through and announced
 * 删除, added ones underlined and announced 新增, collection items marked 新增 / 删除 / 移动 in words, the fields that
 * did not change collapsed under "N 项未改动". Values are printed as text (never HTML), so nothing in them can run.
 */
export function EntryDiffView({ diff, sides = PUBLISH_SIDES, level = 'h4' }: EntryDiffViewProps) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {diff.changes.length === 0 ? <Typography color="text.secondary">内容无变化</Typography> : null}
      {diff.changes.map((change) => (
        <Box key={change.field.name} role="group" aria-label={`${change.field.label}的变化`} data-diff-field={change.field.name}>
          <Typography variant="subtitle2" component={level} sx={{ mb: 0.5 }}>
            {change.field.label}
          </Typography>
          <FieldChangeView change={change} sides={sides} />
        </Box>
      ))}
      <Unchanged fields={diff.unchanged} />
    </Box>
  );
}

function FieldChangeView({ change, sides }: { change: FieldChange; sides: DiffSides }) {
  switch (change.kind) {
    case 'text':
      return (
        <>
          <Box component={change.lines ? 'pre' : 'p'} sx={{ m: 0, p: 1, fontSize: 14, bgcolor: 'grey.50', borderRadius: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: change.lines ? 'monospace' : undefined }}>
            {change.parts.map((part, index) => (
              <Part key={index} part={part} />
            ))}
          </Box>
          {change.formattingChanged ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              格式有改动（加粗、链接、标题等）{change.parts.every((p) => p.kind === 'same') ? '，文字未改动' : ''}
            </Typography>
          ) : null}
        </>
      );
    case 'value':
      return change.field.kind === 'ref' ? (
        <RefValueChange field={change.field} before={change.before} after={change.after} sides={sides} />
      ) : (
        <ValueChange before={change.before} after={change.after} sides={sides} />
      );
    case 'image':
      return (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Side title={sides.before} src={change.before} field={change.field} />
          <Side title={sides.after} src={change.after} field={change.field} />
        </Box>
      );
    case 'collection':
      return <CollectionView items={change.items} />;
  }
}

const PART_MARKS = {
  removed: { element: 'del', word: '删除：', sx: { color: 'error.dark', bgcolor: 'rgba(211, 47, 47, 0.1)', textDecoration: 'line-through' } },
  added: { element: 'ins', word: '新增：', sx: { color: 'success.dark', bgcolor: 'rgba(46, 125, 50, 0.12)', textDecoration: 'underline' } },
} as const;

function Part({ part }: { part: TextPart }) {
  if (part.kind === 'same') return <>{part.text}</>;
  const mark = PART_MARKS[part.kind];
  return (
    <Box component={mark.element} data-diff={part.kind} sx={mark.sx}>
      <Box component="span" sx={SCREEN_READER_ONLY}>
        {mark.word}
      </Box>
      {part.text}
    </Box>
  );
}

function Side({ title, src, field }: { title: string; src: string; field: FieldDef }) {
  const slot = field.kind === 'image' ? { width: field.width, height: field.height } : undefined;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography variant="caption" component="figcaption" color="text.secondary">
        {title}
      </Typography>
      {src ? <ImageThumb src={src} alt={`${title}的${field.label}`} box={{ width: 160, height: 100 }} intrinsic={slot} outlined /> : <Typography variant="body2">无图片</Typography>}
    </Box>
  );
}

const ITEM_WORDS: Record<CollectionItemChange['change'], { word: string; color: string }> = {
  added: { word: '新增', color: 'success.dark' },
  removed: { word: '删除', color: 'error.dark' },
  moved: { word: '移动', color: 'warning.dark' },
  kept: { word: '保留', color: 'text.secondary' },
};

/** Where an item was and is: a kept item also says when others moving around it shifted its place. */
function positionText({ change, from, to }: CollectionItemChange): string {
  if (change === 'removed') return `原第 ${String(from)} 位`;
  if (change === 'added' || from === to) return `第 ${String(to)} 位`;
  return `第 ${String(from)} 位 → 第 ${String(to)} 位`;
}

function CollectionView({ items }: { items: readonly CollectionItemChange[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.25 }}>
      {items.map((item, index) => {
        const mark = ITEM_WORDS[item.change];
        const where = positionText(item);
        return (
          <Typography key={`${item.label}-${String(index)}`} component="li" variant="body2" data-item-change={item.change} color={item.change === 'kept' && item.edited.length === 0 ? 'text.secondary' : undefined}>
            <Box component="strong" sx={{ color: mark.color, mr: 0.5 }}>
              [{mark.word}]
            </Box>
            <Box component={item.change === 'removed' ? 'del' : 'span'}>{item.label}</Box>（{where}）
            {item.edited.length > 0 ? <Box component="span">，{item.edited.join('、')}有改动</Box> : null}
          </Typography>
        );
      })}
    </Box>
  );
}

function Unchanged({ fields }: { fields: readonly FieldDef[] }) {
  if (fields.length === 0) return null;
  return (
    <Box component="details" sx={{ color: 'text.secondary', fontSize: 14 }}>
      <Box component="summary" sx={{ cursor: 'pointer' }}>
        {fields.length} 项未改动
      </Box>
      {fields.map((f) => f.label).join('、')}
    </Box>
  );
}

function ValueChange({ before, after, sides }: { before: string; after: string; sides: DiffSides }) {
  return (
    <Typography variant="body2" component="p">
      {sides.before}：<Box component="del">{before || '（空）'}</Box> → {sides.after}：<Box component="ins" sx={{ textDecoration: 'none', fontWeight: 600 }}>{after || '（空）'}</Box>
    </Typography>
  );
}

/**
 * A library pick changed (one fund, one article): the items' names from the library, with their keys — a key alone
 * says nothing to the person publishing. While the names load, and for an item the library no longer has, the key.
 */
function RefValueChange({ field, before, after, sides }: { field: RefFieldDef; before: string; after: string; sides: DiffSides }) {
  const items = useLibraryItems(field.library, [before, after]);
  const named = (key: string) => {
    if (key === '') return '';
    const label = items.data?.find((item) => item.id === key)?.label;
    if (label) return `${label}（${key}）`;
    return items.isSuccess ? `${key}（${LIBRARIES[field.library].itemName}已不在库中）` : key;
  };
  return <ValueChange before={named(before)} after={named(after)} sides={sides} />;
}
