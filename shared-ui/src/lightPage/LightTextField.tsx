/**
 * MUI's TextField for the light pages' build (`createLightPagesConfig` aliases `@mui/material/TextField` to it): the
 * outlined text field the public screens use, composed of the same parts as MUI's (FormControl, InputLabel,
 * OutlinedInput, FormHelperText) into the same markup, without the `select` mode — MUI's TextField imports Select,
 * and with it Menu, Popover, Modal and focus trapping (~15 KB gzip) that a text field never shows.
 * `LightTextField.test.tsx` renders both with the props the public screens pass and compares the HTML, so a page
 * pre-rendered with MUI's is taken over (hydrated) by this one.
 */
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import { styled } from '@mui/material/styles';
import type { TextFieldProps } from '@mui/material/TextField';
import { forwardRef, useId, type ComponentProps } from 'react';

const TextFieldRoot = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })({});

type SlotProps = Record<string, unknown> | undefined;

const LightTextField = forwardRef<HTMLDivElement, TextFieldProps>(function LightTextField(inProps, ref) {
  const props = useDefaultProps({ props: inProps, name: 'MuiTextField' });
  const {
    autoComplete,
    autoFocus = false,
    children: _children,
    className,
    color = 'primary',
    defaultValue,
    disabled = false,
    error = false,
    fullWidth = false,
    helperText,
    id: idOverride,
    inputRef,
    label,
    maxRows,
    minRows,
    multiline = false,
    name,
    onBlur,
    onChange,
    onFocus,
    placeholder,
    required = false,
    rows,
    select = false,
    slots: _slots,
    slotProps = {},
    type,
    value,
    variant = 'outlined',
    ...other
  } = props;
  if (select || variant !== 'outlined') throw new Error('轻量页面的 TextField 只支持 outlined 文本框（不支持 select）');
  const reactId = useId();
  const id = idOverride ?? reactId;
  const helperTextId = helperText && id ? `${id}-helper-text` : undefined;
  const inputLabelId = label && id ? `${id}-label` : undefined;
  const slot = slotProps as Record<string, SlotProps>;
  const inputLabelProps = slot.inputLabel ?? {};
  const notched = typeof inputLabelProps.shrink !== 'undefined' ? { notched: inputLabelProps.shrink as boolean } : {};
  const input = (
    <OutlinedInput
      aria-describedby={helperTextId}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      defaultValue={defaultValue}
      fullWidth={fullWidth}
      multiline={multiline}
      name={name}
      rows={rows}
      maxRows={maxRows}
      minRows={minRows}
      type={type}
      value={value}
      id={id}
      inputRef={inputRef}
      onBlur={onBlur}
      onChange={onChange}
      onFocus={onFocus}
      placeholder={placeholder}
      inputProps={slot.htmlInput}
      {...notched}
      label={label}
      {...(slot.input as ComponentProps<typeof OutlinedInput>)}
    />
  );
  return (
    <TextFieldRoot
      className={className ? `MuiTextField-root ${className}` : 'MuiTextField-root'}
      ref={ref}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      color={color}
      variant={variant}
      {...(other as ComponentProps<typeof FormControl>)}
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={inputLabelId} {...inputLabelProps}>
          {label}
        </InputLabel>
      )}
      {input}
      {helperText && (
        <FormHelperText id={helperTextId} {...slot.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </TextFieldRoot>
  );
});

export default LightTextField;
