import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { ListFieldDef, ListItem, ModuleDefinition } from 'shared-ui/contract';
import type { FieldInputProps } from './FieldInputProps';
import { OrderedItems, collectionFull, emptyItemFields, itemsOf, renumbered } from './OrderedItems';

/** What a person calls an item: its first filled text field (a slide's title), else 第 n 项. */
function itemName(def: ListFieldDef, item: ListItem, index: number): string {
  for (const sub of def.itemFields) {
    const text = item[sub.name];
    if ((sub.kind === 'text' || sub.kind === 'textarea') && typeof text === 'string' && text.trim() !== '') return text.trim();
  }
  return `第 ${String(index + 1)} 项`;
}

/**
 * An ordered list of the module's own items (`field.list`, a carousel's slides): 「添加一项」 adds a blank item at the
 * end (hidden once the maximum is reached), each item shows its fields with 上移 / 下移 / 移除 (OrderedItems), and
 * positions are renumbered 1..n as items move.
 */
export function ListInput({ def, value, onChange, onBlur, errorAt, disabled, module, canUpload }: FieldInputProps<ListFieldDef> & { module: ModuleDefinition; canUpload: boolean }) {
  const items = itemsOf<ListItem>(value);
  const [announcement, setAnnouncement] = useState('');
  const onItems = (next: readonly ListItem[], said?: string) => {
    onChange(renumbered(next));
    if (said) setAnnouncement(said);
  };

  return (
    <OrderedItems<ListItem>
      def={def}
      items={items}
      onItems={onItems}
      announcement={announcement}
      onBlur={onBlur}
      errorAt={errorAt}
      disabled={disabled}
      module={module}
      canUpload={canUpload}
      testId={`list-${def.name}`}
      itemTestId="list-item"
      // Own items have no key of their own: the row is its place (the values are controlled, so nothing is lost).
      keyOf={(_item, index) => String(index)}
      nameOf={(item, index) => itemName(def, item, index)}
      adder={
        disabled || collectionFull(def, items.length) ? null : (
          <Box>
            <Button
              startIcon={<Add />}
              variant="outlined"
              size="small"
              onClick={() => {
                onItems([...items, { ...emptyItemFields(def.itemFields), position: items.length + 1 }], `已添加第 ${String(items.length + 1)} 项`);
                onBlur();
              }}
            >
              添加一项
            </Button>
            {def.hint ? <Box sx={{ mt: 0.5, color: 'text.secondary', typography: 'caption' }}>{def.hint}</Box> : null}
          </Box>
        )
      }
    />
  );
}
