/**
 * Article HTML made safe to render: shared-ui's `sanitizeForDisplay` (the contract's allow-list, the same one
 * mock-server applies before storing, run again with the page's DOMPurify). Kept under the article code's own name.
 */
export { sanitizeForDisplay } from 'shared-ui/richText';
