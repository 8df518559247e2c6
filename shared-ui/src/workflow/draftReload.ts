import { createContext, useContext } from 'react';

/**
 * Asks the module screen to load the draft into the edit form afresh. The form fills itself once and then keeps what
 * is typed; a draft replaced on the server by an action elsewhere on the screen (复制为草稿) must be shown instead.
 * What was typed and not saved stays in the local autosave and is offered back.
 */
export const DraftReloadContext = createContext<() => void>(() => undefined);

export const useDraftReload = (): (() => void) => useContext(DraftReloadContext);
