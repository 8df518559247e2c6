import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ListFieldDef, ListItem } from 'shared-ui/contract';
import { OrderedItems } from './OrderedItems';
import { emptyItemFields } from './orderedItemValues';
import { useCollection, type CollectionInputProps } from './useCollection';

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
 * positions are renumbered 1..n as items move (useCollection, the core RefListInput shares).
 */
export function ListInput(props: CollectionInputProps<ListFieldDef>) {
  const { def } = props;
  const collection = useCollection<ListItem>(props);
  const { items } = collection;

  return (
    <OrderedItems<ListItem>
      {...collection.rows}
      testId={`list-${def.name}`}
      itemTestId="list-item"
      // Own items have no key of their own: the row is its place (the values are controlled, so nothing is lost).
      keyOf={(_item, index) => String(index)}
      nameOf={(item, index) => itemName(def, item, index)}
      adder={
        collection.canAdd ? (
          <Box>
            <Button
              startIcon={<Add />}
              variant="outlined"
              size="small"
              onClick={() => collection.append({ ...emptyItemFields(def.itemFields), position: items.length + 1 }, `已添加第 ${String(items.length + 1)} 项`)}
            >
              添加一项
            </Button>
            {def.hint ? <Box sx={{ mt: 0.5, color: 'text.secondary', typography: 'caption' }}>{def.hint}</Box> : null}
          </Box>
        ) : null
      }
    />
  );
}
