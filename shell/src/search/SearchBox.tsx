/**
 * The header's search box: it looks like a field and opens the command palette, as Ctrl+K (⌘K on a Mac) does anywhere
 * in the console. The palette and its pinyin dictionary are a chunk of their own, asked for when the pointer or focus
 * reaches the box (or on the shortcut), never with /home.
 */
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import type { SessionInfo } from 'shared-ui';
import type { RemoteModuleListLoader } from '../remotes/loadRemoteModuleList';

const loadPalette = () => import('./CommandPalette');
const CommandPalette = lazy(loadPalette);

/** Ctrl+K, or ⌘K: what command palettes answer to. */
export function isPaletteShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

export interface SearchBoxProps {
  session: SessionInfo;
  /** Reads a remote's module list; the Module Federation runtime's when absent (tests give their own). */
  loadModuleList?: RemoteModuleListLoader;
}

export function SearchBox({ session, loadModuleList }: SearchBoxProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const show = useCallback(() => {
    setOpened(true);
    setOpen(true);
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // An editor that gives Ctrl+K a meaning of its own keeps it.
      if (event.defaultPrevented || !isPaletteShortcut(event)) return;
      event.preventDefault();
      show();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [show]);
  const warm = () => void loadPalette();
  return (
    <>
      <ButtonBase
        onClick={show}
        onPointerEnter={warm}
        onFocus={warm}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        // Named by its words where they show; on a phone, where only the icon shows, by its title.
        title="搜索（Ctrl+K）"
        data-testid="header-search"
        sx={{
          gap: 1,
          px: 1.25,
          py: 0.5,
          borderRadius: 1,
          border: 1,
          borderColor: 'rgba(255,255,255,0.5)',
          bgcolor: 'rgba(255,255,255,0.12)',
          color: 'inherit',
          minWidth: { xs: 0, md: 240 },
          justifyContent: 'flex-start',
          '&:hover': { bgcolor: 'rgba(255,255,255,0.2)' },
        }}
      >
        <SearchIcon fontSize="small" />
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' }, flexGrow: 1, textAlign: 'left', fontSize: 14 }}>
          搜索模块、条目、文章…
        </Box>
        <Box component="kbd" sx={{ display: { xs: 'none', md: 'inline' }, fontFamily: 'inherit', fontSize: 12, border: 1, borderColor: 'rgba(255,255,255,0.5)', borderRadius: 0.5, px: 0.5 }}>
          Ctrl K
        </Box>
      </ButtonBase>
      {opened ? (
        <Suspense fallback={null}>
          <CommandPalette open={open} onClose={() => setOpen(false)} session={session} {...(loadModuleList ? { loadModuleList } : {})} />
        </Suspense>
      ) : null}
    </>
  );
}
