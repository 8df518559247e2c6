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
import type { ReactNode } from 'react';
import { emptyValue, maxOnMessage, refListRequired, type FieldValue, type ListFieldDef, type ModuleDefinition, type RefListFieldDef } from 'shared-ui/contract';
import type { ItemFieldInput } from './FieldInputProps';
import { countRule, renumbered, withItemField, type OrderedItem } from './orderedItemValues';
import { rowActionIcons } from './rowActionIcons';

export interface OrderedItemsProps<I extends OrderedItem> {
  def: RefListFieldDef | ListFieldDef;
  items: readonly I[];
  /** The new list (renumbered here) and, for a move or removal, what to announce (the parent keeps `announcement`). */
  onItems: (next: I[], said?: string) => void;
  /** What the last change did, read out by a polite live region (已移除 …, … 已移到第 2 位, 已添加 …). */
  announcement: string;
  onBlur: () => void;
  errorAt: (part?: string) => string | undefined;
  disabled: boolean;
  module: ModuleDefinition;
  canUpload: boolean;
  /** Draws each of an item's own fields (FieldInput, handed down: an item's fields are fields again). */
  ItemField: ItemFieldInput;
  /** What a person calls the item (its library label, its title): buttons and announcements name it. */
  nameOf: (item: I, index: number) => string;
  /** The item's heading above its fields (a library item's label and key). */
  heading?: (item: I, index: number) => ReactNode;
  keyOf: (item: I, index: number) => string;
  /** Below the rows: the picker or the 「添加一项」 button. */
  adder: ReactNode;
  /** The fieldset's test id, and each row's. */
  testId: string;
  itemTestId: string;
}

/**
 * The rows of an ordered collection, shared by `refList` and `list`: the counts beside the label, each item numbered
 * with its own fields (an image, a remark, a jump target …) and 上移 / 下移 / 移除, the adder below, the collection's
 * message (counts) apart from each item's, and a polite live region saying what moved.
 */
export function OrderedItems<I extends OrderedItem>(props: OrderedItemsProps<I>) {
  const { def, items, onItems, announcement, onBlur, errorAt, disabled, module, canUpload, ItemField, nameOf, heading, keyOf, adder, testId, itemTestId } = props;
  const itemFields = def.itemFields ?? [];
  const rule = countRule(def);

  const change = (next: readonly I[], said?: string) => {
    onItems(renumbered(next), said);
    onBlur();
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...items];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(index + by, 0, moved);
    change(next, `${nameOf(moved, index)} 已移到第 ${String(index + by + 1)} 位`);
  };

  return (
    <FormControl error={Boolean(errorAt())} disabled={disabled} fullWidth component="fieldset" data-testid={testId}>
      <FormLabel component="legend" required={refListRequired(def)}>
        {def.label}
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
          已{def.kind === 'refList' ? '选' : '添加'} {items.length} 项{rule ? `（${rule}）` : ''}
        </Typography>
      </FormLabel>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {items.map((item, index) => {
          const name = nameOf(item, index);
          return (
            <Paper key={keyOf(item, index)} variant="outlined" sx={{ p: 1.5 }} data-testid={itemTestId}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                <Typography variant="body2" color="text.secondary" sx={{ minWidth: 24, pt: 0.5 }}>
                  {index + 1}.
                </Typography>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  {heading?.(item, index)}
                  {itemFields.length > 0 ? (
                    <Stack spacing={1.5} sx={{ mt: heading ? 1.5 : 0.5 }}>
                      {itemFields.map((sub) => {
                        // A switch at its collection's limit (轮播展示 at 3): the others' switches wait, saying why.
                        const atLimit = sub.kind === 'switch' && sub.maxOn !== undefined && item[sub.name] !== 1 && items.filter((one) => one[sub.name] === 1).length >= sub.maxOn;
                        return (
                        <ItemField
                          key={sub.name}
                          // An item's image is uploaded for `<collection>.<field>`: the server finds its slot there.
                          def={{ ...sub, name: `${def.name}.${sub.name}`, ...(atLimit && sub.kind === 'switch' ? { hint: `${maxOnMessage(sub)}，已达上限` } : {}) }}
                          item={item}
                          module={module}
                          canUpload={canUpload}
                          value={(item[sub.name] as FieldValue | undefined) ?? emptyValue(sub)}
                          onChange={(next) => change(items.map((one, i) => (i === index ? withItemField(itemFields, one, sub.name, next) : one)))}
                          onBlur={onBlur}
                          errorAt={(part) => errorAt(`${String(index)}.${sub.name}${part ? `.${part}` : ''}`)}
                          disabled={disabled || atLimit}
                        />
                        );
                      })}
                    </Stack>
                  ) : null}
                </Box>
                {disabled ? null : (
                  <Stack direction="row">
                    <Tooltip title="上移">
                      <span>
                        <IconButton size="small" aria-label={`上移 ${name}`} disabled={index === 0} onClick={() => move(index, -1)}>
                          <ArrowUpward fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title="下移">
                      <span>
                        <IconButton size="small" aria-label={`下移 ${name}`} disabled={index === items.length - 1} onClick={() => move(index, 1)}>
                          <ArrowDownward fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title="移除">
                      <IconButton size="small" aria-label={`移除 ${name}`} onClick={() => change(items.filter((_, i) => i !== index), `已移除 ${name}`)}>
                        {rowActionIcons.delete}
                      </IconButton>
                    </Tooltip>
                  </Stack>
                )}
              </Stack>
            </Paper>
          );
        })}
        {adder}
      </Stack>
      {errorAt() ? <FormHelperText>{errorAt()}</FormHelperText> : null}
      <Box aria-live="polite" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {announcement}
      </Box>
    </FormControl>
  );
}
