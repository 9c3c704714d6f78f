export const priceKeys = {
  all: ['price-configuration'] as const,
  locations: ['price-configuration', 'locations'] as const,
  location: (locationId: number) => ['price-configuration', 'location', locationId] as const,
};
