import { US_STATES } from '../../schemas/enums.ts';
import type { Option } from './select-field.tsx';

/** The spec's state abbreviations as select options (dealers know them by abbreviation). */
export const US_STATE_OPTIONS: readonly Option[] = US_STATES.map((state) => ({
  value: state,
  label: state,
}));
