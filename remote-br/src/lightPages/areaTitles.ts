/**
 * The console's public-route titles of remote-br's light pages (the tab's title unless the screen names itself). A file
 * of its own: the holiday page must not import the approval screens' list (and its contract module) to read its own.
 */
export const AREA_TITLES = { approval: '资讯审批', holiday: '节假日交易安排' } as const;
