import { useLingui } from '@lingui/react/macro';
import type { AddressLabels } from '../../components/fields/address-fields.tsx';

/**
 * The labels of the paperwork's other addresses (the bank's, the dealer's, the installation's),
 * each a whole message, so that another language need not build "Bank city" from two words.
 */
export function useAddressLabels(whose: 'bank' | 'dealer' | 'installation'): AddressLabels {
  const { t } = useLingui();
  switch (whose) {
    case 'bank':
      return {
        line1: t`Bank address line 1`,
        line2: t`Bank address line 2`,
        city: t`Bank city`,
        state: t`Bank state`,
        postalCode: t`Bank ZIP code`,
      };
    case 'dealer':
      return {
        line1: t`Dealer address line 1`,
        line2: t`Dealer address line 2`,
        city: t`Dealer city`,
        state: t`Dealer state`,
        postalCode: t`Dealer ZIP code`,
      };
    case 'installation':
      return {
        line1: t`Installation address line 1`,
        line2: t`Installation address line 2`,
        city: t`Installation city`,
        state: t`Installation state`,
        postalCode: t`Installation ZIP code`,
      };
  }
}
