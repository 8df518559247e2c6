/**
 * The light pages' TextField renders what MUI's renders, for the props the public screens pass (approver name,
 * rejection reason, SMS code, phone): a page the build pre-rendered with MUI's is hydrated by the light one.
 */
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { renderToString } from 'react-dom/server';
import { AppProviders } from 'shared-ui';
import LightTextField from './LightTextField';

const CASES: Record<string, TextFieldProps> = {
  approver: { label: '审批人姓名', required: true, value: '张三', onChange: () => undefined, helperText: '将记入审批记录', fullWidth: true },
  reason: { label: '驳回原因', required: true, multiline: true, minRows: 2, fullWidth: true, value: '', onChange: () => undefined, sx: { mt: 2 } },
  smsCode: {
    name: 'code',
    label: '短信验证码',
    value: '12',
    onChange: () => undefined,
    error: true,
    helperText: '验证码错误',
    autoComplete: 'one-time-code',
    inputMode: 'numeric',
    slotProps: { htmlInput: { maxLength: 6 } },
    fullWidth: true,
    margin: 'normal',
  },
  phone: { name: 'phone', label: '手机号', value: '', onChange: () => undefined, error: false, helperText: ' ', type: 'tel', inputMode: 'tel', fullWidth: true, size: 'small', autoFocus: true },
  noLabel: { value: 'x', onChange: () => undefined, placeholder: '搜索' },
};

describe('LightTextField', () => {
  it.each(Object.entries(CASES))('renders the markup MUI’s TextField renders: %s', (_name, props) => {
    const html = (Field: typeof TextField) => renderToString(<AppProviders><Field {...props} /></AppProviders>);
    expect(html(LightTextField as typeof TextField)).toBe(html(TextField));
  });

  it('refuses the select mode it leaves out', () => {
    expect(() => renderToString(<LightTextField select value="" />)).toThrow('不支持 select');
  });
});
