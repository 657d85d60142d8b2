import type { ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import NativeSelect from '@mui/material/NativeSelect';

export interface OutlinedTextFieldProps {
  id: string;
  label: ReactNode;
  name: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  fullWidth?: boolean;
  defaultValue?: string;
  multiline?: boolean;
  minRows?: number;
  inputProps?: OutlinedInputProps['inputProps'];
  /** A native `<select>` whose options are the children. */
  select?: boolean;
  children?: ReactNode;
  /** The label stays above the field (and the outline keeps its notch) even while the field is empty. */
  shrinkLabel?: boolean;
}

/**
 * MUI's `<TextField>` (outlined) as the public forms use it, rendering the same elements and styles,
 * without what they never use: the standard and filled variants and the non-native Select (its
 * menu, popover, modal and focus trap), which `TextField` always bundles. A `select` here is a native
 * `<select>` (MUI's NativeSelect in the outlined input), as `<TextField select SelectProps={{ native: true }}>`
 * draws it.
 */
export function OutlinedTextField({
  id,
  label,
  name,
  type,
  autoComplete,
  required = false,
  fullWidth = false,
  defaultValue,
  multiline = false,
  minRows,
  inputProps,
  select = false,
  children,
  shrinkLabel,
}: OutlinedTextFieldProps) {
  const input = (
    <OutlinedInput
      id={id}
      name={name}
      type={type}
      autoComplete={autoComplete}
      defaultValue={defaultValue}
      fullWidth={fullWidth}
      multiline={multiline}
      minRows={minRows}
      label={label}
      {...(shrinkLabel === undefined ? {} : { notched: shrinkLabel })}
      inputProps={inputProps}
    />
  );
  return (
    <FormControl className="MuiTextField-root" required={required} fullWidth={fullWidth} variant="outlined">
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      {select ? <NativeSelect input={input}>{children}</NativeSelect> : input}
    </FormControl>
  );
}
