import { useState, type ChangeEvent } from 'react';

/**
 * The typed values of a small sign-in form (login, 修改密码) and the message beside each: typing into a field clears
 * that field's message (the rest stay until the next attempt checks them afresh).
 *
 * @example const { values, errors, setErrors, change } = useTypedFields<LoginFormValues>(EMPTY);
 *          <TextField value={values.account} onChange={change('account')} error={Boolean(errors.account)} />
 */
export function useTypedFields<V extends { [K in keyof V]: string }>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const change = (field: keyof V) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  return { values, setValues, errors, setErrors, change };
}
