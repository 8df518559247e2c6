import Code from '@mui/icons-material/Code';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import Image from '@mui/icons-material/Image';
import Link from '@mui/icons-material/Link';
import Redo from '@mui/icons-material/Redo';
import StrikethroughS from '@mui/icons-material/StrikethroughS';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import type { ReactNode } from 'react';
import { TableMenu } from './TableMenu';

export interface EditorToolbarProps {
  editor: Editor;
  disabled: boolean;
  onLink: () => void;
  onImage: () => void;
}

/**
 * `spoken`: the button's name when it shows text of its own (H1): the name must contain what is shown, so a person
 * who says what they see (voice control) reaches it (axe: label-content-name-mismatch).
 */
function ToolButton({ label, spoken = label, active = false, disabled, onClick, children }: { label: string; spoken?: string; active?: boolean; disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={label}>
      {/* The span keeps the tooltip working on a disabled button. */}
      <span>
        <IconButton
          size="small"
          aria-label={spoken}
          aria-pressed={active}
          disabled={disabled}
          color={active ? 'primary' : 'default'}
          // mousedown would move the focus out of the document and lose the selection the command applies to.
          onMouseDown={(e) => e.preventDefault()}
          onClick={onClick}
          sx={{ borderRadius: 1, bgcolor: active ? 'action.selected' : undefined, minWidth: 32, fontSize: 14, fontWeight: 600 }}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

const Sep = () => <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />;

/** The editor's toolbar; its active states come from `useEditorState`, so typing re-renders only what changed. */
export function EditorToolbar({ editor, disabled, onLink, onImage }: EditorToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e.isActive('paragraph'),
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      code: e.isActive('code'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      inTable: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <Box role="toolbar" aria-label="格式工具栏" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, p: 0.5, borderBottom: 1, borderColor: 'divider' }}>
      <ToolButton label="正文" active={state.paragraph} disabled={disabled} onClick={() => chain().setParagraph().run()}>
        正文
      </ToolButton>
      <ToolButton label="一级标题" spoken="H1 一级标题" active={state.h1} disabled={disabled} onClick={() => chain().toggleHeading({ level: 1 }).run()}>
        H1
      </ToolButton>
      <ToolButton label="二级标题" spoken="H2 二级标题" active={state.h2} disabled={disabled} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        H2
      </ToolButton>
      <ToolButton label="三级标题" spoken="H3 三级标题" active={state.h3} disabled={disabled} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        H3
      </ToolButton>
      <Sep />
      <ToolButton label="加粗" active={state.bold} disabled={disabled} onClick={() => chain().toggleBold().run()}>
        <FormatBold fontSize="small" />
      </ToolButton>
      <ToolButton label="斜体" active={state.italic} disabled={disabled} onClick={() => chain().toggleItalic().run()}>
        <FormatItalic fontSize="small" />
      </ToolButton>
      <ToolButton label="下划线" active={state.underline} disabled={disabled} onClick={() => chain().toggleUnderline().run()}>
        <FormatUnderlined fontSize="small" />
      </ToolButton>
      <ToolButton label="删除线" active={state.strike} disabled={disabled} onClick={() => chain().toggleStrike().run()}>
        <StrikethroughS fontSize="small" />
      </ToolButton>
      <ToolButton label="行内代码" active={state.code} disabled={disabled} onClick={() => chain().toggleCode().run()}>
        <Code fontSize="small" />
      </ToolButton>
      <Sep />
      <ToolButton label="无序列表" active={state.bullet} disabled={disabled} onClick={() => chain().toggleBulletList().run()}>
        <FormatListBulleted fontSize="small" />
      </ToolButton>
      <ToolButton label="有序列表" active={state.ordered} disabled={disabled} onClick={() => chain().toggleOrderedList().run()}>
        <FormatListNumbered fontSize="small" />
      </ToolButton>
      <ToolButton label="引用" active={state.quote} disabled={disabled} onClick={() => chain().toggleBlockquote().run()}>
        <FormatQuote fontSize="small" />
      </ToolButton>
      <Sep />
      <ToolButton label="链接" active={state.link} disabled={disabled} onClick={onLink}>
        <Link fontSize="small" />
      </ToolButton>
      <ToolButton label="插入图片" disabled={disabled} onClick={onImage}>
        <Image fontSize="small" />
      </ToolButton>
      <TableMenu editor={editor} inTable={state.inTable} disabled={disabled} />
      <Sep />
      <ToolButton label="撤销" disabled={disabled || !state.canUndo} onClick={() => chain().undo().run()}>
        <Undo fontSize="small" />
      </ToolButton>
      <ToolButton label="重做" disabled={disabled || !state.canRedo} onClick={() => chain().redo().run()}>
        <Redo fontSize="small" />
      </ToolButton>
    </Box>
  );
}
