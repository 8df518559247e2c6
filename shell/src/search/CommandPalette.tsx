/**
 * The command palette (Ctrl+K / ⌘K, or the header's search box): modules and screens by name, pinyin initials or path
 * (matched in the browser), entries by title across the modules the account may open, and articles, funds and managers
 * by name (asked of the server). Arrows move, Enter opens, Escape closes and focus goes back where it was.
 * A chunk of its own, with pinyin-pro: nothing of it loads before the first open.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'shared-ui/router';
import type { SessionInfo } from 'shared-ui';
import { loadRemoteModuleList, type RemoteModuleListLoader } from '../remotes/loadRemoteModuleList';
import { matchPlaces } from './moduleMatch';
import { GROUP_ORDER, GROUP_TITLES, placeItem, type PaletteGroupKey, type PaletteItem } from './paletteItems';
import { usePlaces } from './usePlaces';
import { useServerSearch, type GroupState, type ServerGroupKey } from './useServerSearch';

export interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
  session: SessionInfo;
  /** Reads a remote's module list (tests give their own). */
  loadModuleList?: RemoteModuleListLoader;
}

const MODULE_LIMIT = 8;

export default function CommandPalette({ open, onClose, session, loadModuleList = loadRemoteModuleList }: CommandPaletteProps) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const places = usePlaces(session, loadModuleList);
  const server = useServerSearch(text, session);
  const baseId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${String(index)}`;

  const moduleItems = useMemo(
    () => (places.status === 'ready' && text.trim() !== '' ? matchPlaces(places.places, text, MODULE_LIMIT).map(placeItem) : []),
    [places, text],
  );
  const groups = useMemo(() => {
    const byGroup: Record<PaletteGroupKey, PaletteItem[]> = { modules: moduleItems, entries: [], articles: [], funds: [], managers: [] };
    for (const [key, state] of Object.entries(server.groups) as [ServerGroupKey, GroupState][]) {
      if (state.status === 'done') byGroup[key] = state.items;
    }
    return GROUP_ORDER.map((key) => ({ key, items: byGroup[key] })).filter((group) => group.items.length > 0);
  }, [moduleItems, server.groups]);
  const items = groups.flatMap((group) => group.items);
  const current = Math.min(active, Math.max(items.length - 1, 0));

  const close = () => {
    onClose();
    setText('');
    setActive(0);
  };
  // Where a choice leads, followed once the palette has faded out: a screen that opens a modal of its own (a library's
  // detail drawer) while the palette still fades was left aria-hidden by the two modals' overlap in Chromium.
  const chosen = useRef<string | null>(null);
  const choose = (item: PaletteItem | undefined) => {
    if (!item) return;
    chosen.current = item.to;
    close();
  };
  const followChoice = () => {
    const to = chosen.current;
    chosen.current = null;
    if (to !== null) void navigate(to);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (items.length === 0) return;
    const moves: Partial<Record<string, number>> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: items.length - 1 };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      const index = (next + items.length) % items.length;
      setActive(index);
      document.getElementById(optionId(index))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(items[current]);
    }
  };

  const typed = text.trim() !== '';
  const serverStates = Object.entries(server.groups) as [ServerGroupKey, GroupState][];
  const searching = (places.status === 'loading' && typed) || serverStates.some(([, state]) => state.status === 'loading');
  const failures = serverStates.flatMap(([key, state]) => (state.status === 'error' ? [{ key, message: state.message }] : []));
  let index = -1;
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${baseId}-title`}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{ paper: { sx: { mt: { xs: 2, sm: 10 } } }, transition: { onExited: followChoice } }}
    >
      <Box sx={{ p: 2, pb: 1 }}>
        <Typography id={`${baseId}-title`} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          搜索控制台
        </Typography>
        <TextField
          autoFocus
          inputRef={inputRef}
          fullWidth
          size="small"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder="模块名称、拼音首字母或路径，条目标题，文章、基金、基金经理名称"
          slotProps={{
            input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
            htmlInput: {
              role: 'combobox',
              'aria-label': '搜索内容',
              'aria-expanded': items.length > 0,
              'aria-controls': listId,
              'aria-autocomplete': 'list',
              'aria-activedescendant': items.length > 0 ? optionId(current) : undefined,
            },
          }}
        />
      </Box>
      <Box sx={{ maxHeight: '60vh', overflowY: 'auto', px: 1, pb: 1 }}>
        <Box role="listbox" id={listId} aria-label="搜索结果">
          {groups.map((group) => (
            <Box key={group.key} role="group" aria-labelledby={`${baseId}-${group.key}`} sx={{ mb: 1 }}>
              <Typography id={`${baseId}-${group.key}`} variant="caption" color="text.secondary" component="div" sx={{ px: 1, pt: 1, fontWeight: 600 }}>
                {groupHeading(group.key, server.groups[group.key as ServerGroupKey], group.items.length)}
              </Typography>
              {group.items.map((item) => {
                index += 1;
                const mine = index;
                const selected = mine === current;
                return (
                  <Box
                    key={item.key}
                    id={optionId(mine)}
                    role="option"
                    aria-selected={selected}
                    data-testid="palette-option"
                    onClick={() => choose(item)}
                    onMouseMove={() => setActive(mine)}
                    sx={{ px: 1, py: 0.75, borderRadius: 1, cursor: 'pointer', bgcolor: selected ? 'action.selected' : undefined }}
                  >
                    <Typography variant="body2" noWrap>
                      {item.primary}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="div" noWrap>
                      {item.secondary}
                    </Typography>
                  </Box>
                );
              })}
            </Box>
          ))}
        </Box>
        <Box role="status" aria-live="polite" sx={{ px: 1 }}>
          {!typed ? <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>输入后即可搜索：例如 “kp” 找到开屏推荐，或输入条目标题。↑↓ 选择，Enter 打开，Esc 关闭。</Typography> : null}
          {typed && searching ? <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>正在搜索…</Typography> : null}
          {typed && !searching && items.length === 0 && failures.length === 0 ? (
            <Typography variant="body2" sx={{ py: 1 }}>没有找到与「{text.trim()}」相关的结果</Typography>
          ) : null}
          {places.status === 'ready' && places.failedAreas.length > 0 ? (
            <Typography variant="caption" color="text.secondary" component="p">以下区域的模块列表未能加载，其模块暂不可搜：{places.failedAreas.join('、')}</Typography>
          ) : null}
        </Box>
        {failures.map((failure) => (
          <Alert
            key={failure.key}
            severity="warning"
            sx={{ mt: 1 }}
            action={
              <Button color="inherit" size="small" onClick={() => {
                  server.retry(failure.key);
                  // The button goes with the failure: the typing goes on in the field.
                  inputRef.current?.focus();
                }}>
                重试
              </Button>
            }
          >
            {GROUP_TITLES[failure.key]}搜索失败：{failure.message}
          </Alert>
        ))}
      </Box>
    </Dialog>
  );
}

function groupHeading(key: PaletteGroupKey, state: GroupState | undefined, shown: number): string {
  const total = state?.status === 'done' ? state.total : shown;
  return total > shown ? `${GROUP_TITLES[key]}（前 ${String(shown)} 条，共 ${String(total)} 条）` : GROUP_TITLES[key];
}
