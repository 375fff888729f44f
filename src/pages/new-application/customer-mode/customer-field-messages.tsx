import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { FieldMessages } from '../../../components/fields/field-messages.ts';
import { wordFieldMessage } from './field-message-words.ts';

/** The fields inside show the rules' messages in the customer's language (inside a CustomerRegion). */
export function CustomerFieldMessages({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <FieldMessages value={(message) => wordFieldMessage(i18n, message)}>{children}</FieldMessages>
  );
}
