import { useState, type ComponentPropsWithRef } from 'react';
import { PasswordInput } from '@mantine/core';

type PasswordFieldProps = Omit<
  ComponentPropsWithRef<typeof PasswordInput>,
  'visible' | 'onVisibilityChange' | 'visibilityToggleButtonProps'
>;

/** A password input whose show/hide toggle is a labelled button keyboard users can reach. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
    />
  );
}
