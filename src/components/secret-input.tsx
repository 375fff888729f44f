import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

/**
 * A text field whose value is hidden until the user asks to see it (passwords, tokens): Mantine's
 * PasswordInput, with a toggle that the keyboard reaches and that says what it will do.
 */
export function SecretInput({
  label,
  ...props
}: Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'> & { label: string }) {
  const [visible, setVisible] = useState(false);
  const { t } = useLingui();
  const what = label.toLowerCase();
  return (
    <PasswordInput
      {...props}
      label={label}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': visible ? t`Hide ${what}` : t`Show ${what}`,
      }}
    />
  );
}
