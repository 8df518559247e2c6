import type { ConfirmDialogProps } from 'shared-ui/workflow';

/**
 * How the release system asks before what cannot be undone (delete, revoke), spread on shared-ui's ConfirmDialog:
 * mounted only while open, wide enough for a list of names, and Cancel focused so an Enter right after opening never
 * destroys anything.
 */
export const H5_CONFIRM = { open: true, maxWidth: 'sm', focusCancel: true } as const satisfies Partial<ConfirmDialogProps>;
