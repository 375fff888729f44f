import { useLingui } from '@lingui/react/macro';
import { Group, Radio } from '@mantine/core';
import { useBoundField, type BoundFieldProps } from './bound-field.ts';
import './locales/catalog.ts';

interface YesNoFieldProps extends BoundFieldProps {
  onValueChange?: (value: boolean) => void;
}

/**
 * A question the user must answer either way: null until answered, then true or false (a checkbox
 * would answer "no" for a user who never saw it). Needs the Radio styles.
 */
export function YesNoField({ name, label, description, required, onValueChange }: YesNoFieldProps) {
  const {
    field,
    value: fieldValue,
    onChange,
  } = useBoundField({ name, label, description, required });
  const { t } = useLingui();
  const { ref, onBlur, ...group } = field;
  const value = fieldValue === true ? 'yes' : fieldValue === false ? 'no' : null;
  return (
    <Radio.Group
      {...group}
      value={value}
      onChange={(next) => {
        const answer = next === 'yes';
        onChange(answer);
        onValueChange?.(answer);
      }}
    >
      <Group gap="lg" mt={6}>
        <Radio ref={ref} value="yes" label={t`Yes`} onBlur={onBlur} />
        <Radio value="no" label={t`No`} onBlur={onBlur} />
      </Group>
    </Radio.Group>
  );
}
