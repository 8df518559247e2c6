import TextField from '@mui/material/TextField';

/** The approval link last copied (useApprovalLinkCopy), read-only; nothing before one was. */
export function ApprovalLinkField({ link }: { link: string }) {
  if (!link) return null;
  return <TextField label="审批链接" value={link} fullWidth size="small" sx={{ mt: 2 }} slotProps={{ input: { readOnly: true } }} />;
}
