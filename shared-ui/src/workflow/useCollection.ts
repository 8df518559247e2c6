import { useRef, useState } from 'react';
import type { FieldValue, ListFieldDef, ListItem, ModuleDefinition, RefListFieldDef, RefListItem } from 'shared-ui/contract';
import type { FieldInputProps, ItemFieldInput } from './FieldInputProps';
import { collectionFull, itemsOf, renumbered } from './orderedItemValues';

/** What a collection input (`field.list`, `field.refList`) receives from the form. */
export type CollectionInputProps<D extends ListFieldDef | RefListFieldDef> = FieldInputProps<D> & { module: ModuleDefinition; canUpload: boolean; ItemField: ItemFieldInput };

/**
 * The one core of the form's ordered collections (ListInput's own items, RefListInput's library items): the items
 * as the value holds them, every change renumbered 1..n, what the last change did for the live region, and adding
 * at the end. OrderedItems draws the rows (move, remove, each item's fields and errors) from `rows`.
 *
 * @example const collection = useCollection<ListItem>(props);
 *          return <OrderedItems {...collection.rows} testId="…" … adder={collection.canAdd ? … : null} />;
 */
export function useCollection<I extends ListItem | RefListItem>(props: CollectionInputProps<ListFieldDef | RefListFieldDef>, onChanged?: () => void) {
  const { def, value, onChange, onBlur, errorAt, disabled, module, canUpload, ItemField } = props;
  const items = itemsOf<I>(value);
  // An add that answers later (an edit list's `add` call) appends to the rows as they are then, not as they were.
  const latest = useRef(items);
  latest.current = items;
  const [announcement, setAnnouncement] = useState('');

  const onItems = (next: readonly I[], said?: string) => {
    // `I` is the one item kind this collection holds, so its list is that kind's FieldValue.
    onChange(renumbered(next) as FieldValue);
    onChanged?.();
    if (said) setAnnouncement(said);
  };

  return {
    items,
    /** The adder shows only while the form is editable and the collection may take another item. */
    canAdd: !disabled && !collectionFull(def, items.length),
    /** Says something in the live region without changing the items (a refused pick). */
    announce: setAnnouncement,
    /** Adds `item` after the last row (its position set there), says `said`, and counts as the field being touched. */
    append: (item: I, said: string) => {
      onItems([...latest.current, item], said);
      onBlur();
    },
    /** OrderedItems' props of the collection (the rest are the input's own: names, headings, test ids). */
    rows: { def, items, onItems, announcement, onBlur, errorAt, disabled, module, canUpload, ItemField },
  };
}
