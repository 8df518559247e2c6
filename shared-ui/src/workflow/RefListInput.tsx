import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LIBRARIES, emptyValue, refListRequired, type FieldValue, type ModuleDefinition, type RefListFieldDef, type RefListItem } from 'shared-ui/contract';
import { FieldInput } from './FieldInput';
import type { FieldInputProps } from './FieldInputProps';
import { LibraryPicker } from './LibraryPicker';
import { rowActionIcons } from './rowActionIcons';
import { useLibraryItems } from './useLibraryItems';

const itemsOf = (value: FieldValue): RefListItem[] => (Array.isArray(value) ? (value as RefListItem[]).filter((v) => typeof v === 'object' && v !== null) : []);
/** Positions follow the order on screen: 1..n after every change. */
const renumbered = (items: readonly RefListItem[]): RefListItem[] => items.map((item, index) => ({ ...item, position: index + 1 }));

/** `最多 3 项`, `须 5 项`, `至少 1 项`: the counts the module asks for, said once. */
function countRule(def: RefListFieldDef): string | undefined {
  if (def.exact !== undefined) return `须 ${String(def.exact)} 项`;
  const parts = [def.min !== undefined ? `至少 ${String(def.min)} 项` : '', def.max !== undefined ? `最多 ${String(def.max)} 项` : ''].filter(Boolean);
  return parts.length > 0 ? parts.join('，') : undefined;
}

/**
 * An ordered collection of library items (`field.refList`): each picked item on its own row with its label, its own
 * fields (an image, a remark, a check box …), 上移 / 下移 / 移除; a picker below adds the next item, never one already
 * picked, and hides once the maximum is reached. Positions are renumbered 1..n as the rows move. The collection's
 * message (counts) and each item's messages stay apart.
 */
export function RefListInput({ def, value, onChange, onBlur, errorAt, disabled, module, canUpload }: FieldInputProps<RefListFieldDef> & { module: ModuleDefinition; canUpload: boolean }) {
  const items = itemsOf(value);
  const library = LIBRARIES[def.library];
  const unlabelled = items.filter((item) => !item.label).map((item) => item.id);
  const looked = useLibraryItems(def.library, unlabelled, def.filter);
  const labelOf = (item: RefListItem) => item.label ?? looked.data?.find((one) => one.id === item.id)?.label;
  const [announcement, setAnnouncement] = useState('');
  const limit = def.exact ?? def.max;
  const full = limit !== undefined && items.length >= limit;
  const rule = countRule(def);

  const change = (next: readonly RefListItem[], said?: string) => {
    onChange(renumbered(next));
    onBlur();
    if (said) setAnnouncement(said);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...items];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(index + by, 0, moved);
    change(next, `${labelOf(moved) ?? moved.id} 已移到第 ${String(index + by + 1)} 位`);
  };
  const setItemField = (index: number, name: string, fieldValue: FieldValue) => {
    change(items.map((item, i) => (i === index ? { ...item, [name]: fieldValue as RefListItem[string] } : item)));
  };

  return (
    <FormControl error={Boolean(errorAt())} disabled={disabled} fullWidth component="fieldset" data-testid={`ref-list-${def.name}`}>
      <FormLabel component="legend" required={refListRequired(def)}>
        {def.label}
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
          已选 {items.length} 项{rule ? `（${rule}）` : ''}
        </Typography>
      </FormLabel>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {items.map((item, index) => {
          const label = labelOf(item);
          const gone = !label && looked.isSuccess;
          const itemError = errorAt(`${String(index)}.id`) ?? (gone ? library.notFound : undefined);
          return (
            <Paper key={item.id} variant="outlined" sx={{ p: 1.5 }} data-testid="ref-list-item">
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                <Typography variant="body2" color="text.secondary" sx={{ minWidth: 24, pt: 0.5 }}>
                  {index + 1}.
                </Typography>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {label ?? item.id}
                  </Typography>
                  <Typography variant="caption" color={itemError ? 'error' : 'text.secondary'}>
                    {itemError ?? item.id}
                  </Typography>
                  {(def.itemFields ?? []).length > 0 ? (
                    <Stack spacing={1.5} sx={{ mt: 1.5 }}>
                      {(def.itemFields ?? []).map((sub) => (
                        <FieldInput
                          key={sub.name}
                          // An item's image is uploaded for `<collection>.<field>`: the server finds its slot there.
                          def={{ ...sub, name: `${def.name}.${sub.name}` }}
                          module={module}
                          canUpload={canUpload}
                          value={item[sub.name] ?? emptyValue(sub)}
                          onChange={(next) => setItemField(index, sub.name, next)}
                          onBlur={onBlur}
                          errorAt={(part) => errorAt(`${String(index)}.${sub.name}${part ? `.${part}` : ''}`)}
                          disabled={disabled}
                        />
                      ))}
                    </Stack>
                  ) : null}
                </Box>
                {disabled ? null : (
                  <Stack direction="row">
                    <Tooltip title="上移">
                      <span>
                        <IconButton size="small" aria-label={`上移 ${label ?? item.id}`} disabled={index === 0} onClick={() => move(index, -1)}>
                          <ArrowUpward fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title="下移">
                      <span>
                        <IconButton size="small" aria-label={`下移 ${label ?? item.id}`} disabled={index === items.length - 1} onClick={() => move(index, 1)}>
                          <ArrowDownward fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title="移除">
                      <IconButton
                        size="small"
                        aria-label={`移除 ${label ?? item.id}`}
                        onClick={() => change(items.filter((_, i) => i !== index), `已移除 ${label ?? item.id}`)}
                      >
                        {rowActionIcons.delete}
                      </IconButton>
                    </Tooltip>
                  </Stack>
                )}
              </Stack>
            </Paper>
          );
        })}
        {disabled || full ? null : (
          <LibraryPicker
            library={def.library}
            filter={def.filter}
            label={`添加${library.itemName}`}
            name={def.name}
            value={null}
            exclude={items.map((item) => item.id)}
            onPick={(picked) => {
              if (!picked) return;
              const own = Object.fromEntries((def.itemFields ?? []).map((sub) => [sub.name, emptyValue(sub)]));
              change([...items, { ...own, id: picked.id, position: items.length + 1, label: picked.label }], `已添加 ${picked.label}`);
            }}
            helperText={def.hint}
          />
        )}
      </Stack>
      {errorAt() ? <FormHelperText>{errorAt()}</FormHelperText> : null}
      <Box aria-live="polite" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {announcement}
      </Box>
    </FormControl>
  );
}
