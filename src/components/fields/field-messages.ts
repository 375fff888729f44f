import { createContext, useContext } from 'react';

/**
 * How a rule's message reads on the screen. The rules (src/schemas) write English and stay free of
 * any i18n framework; a screen in another language (the customer's) provides a translation here,
 * and every field shows its error through it. Elsewhere the message shows as the rule wrote it.
 */
export const FieldMessages = createContext<(message: string) => string>((message) => message);

export const useFieldMessages = () => useContext(FieldMessages);
