import { List, Text } from '@mantine/core';
import { useDealerProducts } from '../../api/dealers.ts';
import { Section } from '../../components/section.tsx';
import { BlockState } from './block-state.tsx';

/**
 * The dealer's products from the products operation, not the dealer record's `Products`: the
 * operation is what application submission checks ProductOrService against (spec, LoanParameters).
 */
export function DealerProducts({ dealerId }: { dealerId: number }) {
  const products = useDealerProducts(dealerId);
  return (
    <Section title="Products" order={3}>
      <BlockState query={products} what="the products" capability="dealers.read">
        {(items) =>
          items.length === 0 ? (
            <Text size="sm">The lender lists no products for this dealer.</Text>
          ) : (
            <List size="sm" aria-label="Products the dealer may finance">
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
