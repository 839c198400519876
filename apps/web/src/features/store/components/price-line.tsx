// A product's price for one term: net as the headline (businesses think net), VAT and gross beside it.
import { Text } from '@mantine/core';
import { formatEuro, TERM_LABEL, type TProduct } from '@oabat/domain/store';

export function PriceLine({ price }: { price: TProduct['prices'][number] }) {
  return (
    <div>
      <Text fw={700} size="lg">
        {formatEuro(price.net_cents)} netto {price.term === 'month' ? 'im Monat' : 'im Jahr'}
      </Text>
      <Text size="sm" c="gray.7">
        zzgl. {price.vat_rate} % USt. {formatEuro(price.vat_cents)} = {formatEuro(price.gross_cents)} brutto, {TERM_LABEL[price.term]} abgerechnet
      </Text>
    </div>
  );
}
