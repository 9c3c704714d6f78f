import { beforeEach, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { apiServerPerTest } from '../../test/api-server';
import { renderApp } from '../../test/render';

const testApi = apiServerPerTest();
beforeEach(async () => {
  await testApi.serve();
});

it('shows every section of the privacy policy and its date, to anyone', async () => {
  renderApp('/privacy-policy');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Effective date: 07-29-2025')).toBeInTheDocument();
  const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(sections).toEqual([
    '1. Information We Collect',
    '2. How We Use Your Information',
    '3. Sharing Your Information',
    '4. Data Security',
    '5. Your Rights',
    "6. Children's Privacy",
    '7. Changes to This Policy',
    '8. Contact Us',
  ]);
  expect(screen.getByText(/under 13/)).toBeInTheDocument();
});
