import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { LIBRARIES, entryFactsLine, type RefListFieldDef, type RefListItem } from 'shared-ui/contract';
import { useEditList, useEditListEntries } from './editListCalls';
import { LibraryPicker } from './LibraryPicker';
import { OrderedItems } from './OrderedItems';
import { emptyItemFields } from './orderedItemValues';
import { useCollection, type CollectionInputProps } from './useCollection';
import { useCollectionItems } from './useLibraryItems';
import { useRefFilter } from './useRefFilter';

/**
 * An ordered collection of library items (`field.refList`): each picked item on its own row with its label, its own
 * fields (an image, a remark, a check box …), 上移 / 下移 / 移除 (OrderedItems); a picker below adds the next item
 * (one already picked is marked 已添加 and, picked again, refused with the repeat message), and hides once the maximum
 * is reached. A library narrowed by another field (`filterFrom`) waits for that field. Positions are renumbered 1..n as the
 * rows move (useCollection, the core ListInput shares).
 * In the edit view of a module whose collection is an edit list (`editList`, spec §7 hot/insider), a picked item joins
 * the server's draft through `add` before it shows (a refusal is said under the picker), and the line under each item
 * is what `list` says of it (the article's module as a label, author, day).
 */
export function RefListInput(props: CollectionInputProps<RefListFieldDef>) {
  const { def, module } = props;
  // Spec §5: an item picked again is not added; the module's repeat words say why (the server's 1019 says the same).
  const [repeated, setRepeated] = useState<string | null>(null);
  const collection = useCollection<RefListItem>(props, () => setRepeated(null));
  const { items } = collection;
  const library = LIBRARIES[def.library];
  // The line under each item is its library's detail (a fund's ISIN, risk and currency; an article's id, author and
  // day), not its bare key: from the picker for what was added here, from one lookup for the rest — what the form
  // opened with, the same keys the screen's early start asked for (formLibraryLookups). Kept in this state, not in
  // the value: it is the library's to say, and the server is not sent it.
  const [pickedDetails, setPickedDetails] = useState<Readonly<Record<string, string>>>({});
  const notPickedHere = items.filter((item) => pickedDetails[item.id] === undefined).map((item) => item.id);
  const filter = useRefFilter(def, module);
  const looked = useCollectionItems(def.library, notPickedHere, filter.value);
  const lookedUp = (item: RefListItem) => looked.data?.find((one) => one.id === item.id);
  const labelOf = (item: RefListItem) => item.label ?? lookedUp(item)?.label;
  const { isEditList, add: addToEditList } = useEditList(module, def);
  const entries = useEditListEntries(module, isEditList);
  const detailOf = (item: RefListItem) => entryFactsLine(entries.get(item.id)) ?? pickedDetails[item.id] ?? lookedUp(item)?.detail ?? item.id;
  // While `add` is on its way another pick waits for it (the picker stays enabled: disabling it would take its focus
  // from under the person typing); the rows as they are when it answers (one may have moved meanwhile) get the item.
  const adding = useRef(false);

  return (
    <OrderedItems<RefListItem>
      {...collection.rows}
      testId={`ref-list-${def.name}`}
      itemTestId="ref-list-item"
      keyOf={(item) => item.id}
      nameOf={(item) => labelOf(item) ?? item.id}
      heading={(item, index) => {
        const label = labelOf(item);
        const gone = !label && looked.isSuccess && !looked.isPlaceholderData;
        const itemError = props.errorAt(`${String(index)}.id`) ?? (gone ? library.notFound : undefined);
        return (
          <>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {label ?? item.id}
            </Typography>
            <Typography variant="caption" color={itemError ? 'error' : 'text.secondary'}>
              {itemError ?? detailOf(item)}
            </Typography>
          </>
        );
      }}
      adder={
        collection.canAdd ? (
          <LibraryPicker
            library={def.library}
            filter={filter.value}
            label={`添加${library.itemName}`}
            name={def.name}
            value={null}
            added={items.map((item) => item.id)}
            onPick={(picked) => {
              if (!picked) return;
              const refuse = (words: string) => {
                setRepeated(words);
                collection.announce(`${picked.label}：${words}`);
              };
              if (items.some((item) => item.id === picked.id)) return refuse(def.duplicateMessage ?? library.duplicate);
              const added: RefListItem = { ...emptyItemFields(def.itemFields ?? []), id: picked.id, position: items.length + 1, label: picked.label };
              const show = () => {
                const { detail } = picked;
                if (detail) setPickedDetails((known) => ({ ...known, [picked.id]: detail }));
                collection.append(added, `已添加 ${picked.label}`);
              };
              if (!addToEditList) return show();
              if (adding.current) return;
              adding.current = true;
              void addToEditList(added)
                .then((refused) => (refused === null ? show() : refuse(refused)))
                .finally(() => {
                  adding.current = false;
                });
            }}
            error={repeated ?? undefined}
            disabled={filter.waiting !== null}
            helperText={filter.waiting ?? def.hint}
          />
        ) : null
      }
    />
  );
}
