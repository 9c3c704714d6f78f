import { Stack, Title } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import { PriceConfigurationScreen } from '../../features/prices/components/price-configuration-screen';

/** /price-configuration: a location's tax, card fee and court fees, with a live price preview. */
export function PriceConfigurationRoute() {
  return (
    <Stack gap="lg">
      <PageTitle title="Price configuration" />
      <Title order={1} size="h2">
        Price configuration
      </Title>
      <PriceConfigurationScreen />
    </Stack>
  );
}
