/**
 * Read by assistive technology, not shown (MUI's `visuallyHidden`): the part of a mark's or a button's name that its
 * colours, icons and place say on screen. One style for the month's and the timeline's themes.
 */
export const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, m: '-1px', p: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;
