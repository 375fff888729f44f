import { Trans, useLingui } from '@lingui/react/macro';
import { List, Text } from '@mantine/core';
import { useDealerProducts } from '../../api/dealers.ts';
import { Section } from '../../components/section.tsx';
import { BlockState } from './block-state.tsx';

/**
 * The dealer's products from the products operation, not the dealer record's `Products`: the
 * operation is what application submission checks ProductOrService against (spec, LoanParameters).
 */
export function DealerProducts({ dealerId }: { dealerId: number }) {
  const { t } = useLingui();
  const products = useDealerProducts(dealerId);
  return (
    <Section title={t`Products`} order={3}>
      <BlockState
        query={products}
        failedTitle={t`The products could not be loaded`}
        loadingText={t`Loading the products…`}
        capability="dealers.read"
      >
        {(items) =>
          items.length === 0 ? (
            <Text size="sm">
              <Trans>The lender lists no products for this dealer.</Trans>
            </Text>
          ) : (
            <List size="sm" aria-label={t`Products the dealer may finance`}>
              {items.map((item) => (
                <List.Item key={item.ProductOrService}>{item.ProductOrService}</List.Item>
              ))}
            </List>
          )
        }
      </BlockState>
    </Section>
  );
}
