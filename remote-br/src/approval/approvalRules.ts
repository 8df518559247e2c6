/**
 * The contract's rules for an approver's name and a rejection's reason (zod schemas). Loaded at the first decision
 * (`ApprovalDeskPage`): the approval page shows, and its light page loads, without zod.
 */
export { approvalRejectBody, approverName } from 'shared-ui/contract';
