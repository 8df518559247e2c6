/**
 * The audit screen's route, in a file of its own: the menu (which the login page's bundle carries) names it without
 * pulling in the trail's contract and what that imports.
 */
export const AUDIT_PATH = '/audit';
