import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Booking, Receipt } from '@courtbook/shared';
import { aBooking } from '../../test/bookings';
import {
  ok,
  refuse,
  apiServerPerTest,
  type RecordedRequest,
  type Reply,
} from '../../test/api-server';
import { recordDownloads } from '../../test/downloads';
import { logInAs, renderApp } from '../../test/render';

vi.setConfig({ testTimeout: 30_000 });

const testApi = apiServerPerTest();

const aReceipt = (values: Partial<Receipt>): Receipt => ({
  number: 'P-000007',
  kind: 'payment',
  method: 'card_online',
  issued_at: '2026-12-01T18:05:00.000Z',
  booking_id: 8,
  currency: 'USD',
  club: { name: 'Greenlake Tennis Club', address: ['1 Lake Rd'], phone: '', email: '' },
  player: { name: 'Ann Player', email: 'ann@example.com' },
  lines: [
    { description: 'Mon, Dec 7, 2026 · Court 3', detail: '6:00 PM – 7:30 PM', amount: '60.00' },
  ],
  court_fees: '60.00',
  tax: '4.80',
  card_fee: '1.80',
  total: '66.60',
  taken_by: null,
  reason: null,
  ...values,
});

/** One booking, its receipts, and each receipt's PDF. */
function receiptsApi(booking: Booking, receipts: Receipt[]) {
  return (request: RecordedRequest): Reply => {
    const url = new URL(request.url, 'http://test');
    if (url.pathname === `/api/court-bookings/${booking.booking_id}/`) return ok(booking);
    if (url.pathname === `/api/bookings/${booking.booking_id}/receipts/`) return ok({ receipts });
    const pdf = /^\/api\/receipts\/([A-Z]-\d+)\/pdf\/$/.exec(url.pathname);
    if (pdf && receipts.some((r) => r.number === pdf[1])) {
      return { status: 200, raw: `%PDF-1.3 receipt ${pdf[1]}` };
    }
    if (url.pathname === `/api/court-bookings/${booking.booking_id}/history/`) {
      return ok({ entries: [], payment: null });
    }
    return refuse(404, 'Not found.');
  };
}

describe('receipts on Booking Details', () => {
  it('lists the booking’s receipts and downloads one as a PDF with the bearer token', async () => {
    const api = await testApi.serve(
      receiptsApi(aBooking(8, { payment_method: 'card' }), [
        aReceipt({}),
        aReceipt({
          number: 'R-000003',
          kind: 'refund',
          method: 'refund_to_card',
          total: '15.00',
          issued_at: '2026-12-03T10:00:00.000Z',
        }),
      ]),
    );
    const { saved, names } = recordDownloads('blob:receipt');
    logInAs('player');
    const user = userEvent.setup();
    renderApp('/user-booking-details/8');

    const section = await screen.findByRole('region', { name: 'Receipts' });
    expect(await within(section).findByText('Receipt P-000007 · $66.60')).toBeInTheDocument();
    expect(within(section).getByText('Refund R-000003 · $15.00')).toBeInTheDocument();
    expect(within(section).getByText(/^Card, paid online · /)).toBeInTheDocument();
    expect(within(section).getByText(/^Refund to the card · /)).toBeInTheDocument();

    await user.click(
      within(section).getByRole('button', { name: 'Download receipt P-000007 (PDF)' }),
    );
    await waitFor(() => expect(names).toEqual(['receipt-P-000007.pdf']));
    const request = api.requests.find((r) => r.url === '/api/receipts/P-000007/pdf/');
    expect(request?.headers.authorization).toBe('Bearer test-token');
    expect(await saved[0]?.text()).toBe('%PDF-1.3 receipt P-000007');
  });

  it('says when there is no receipt yet', async () => {
    await testApi.serve(receiptsApi(aBooking(9, { payment_method: null, status: 'pending' }), []));
    logInAs('player');
    renderApp('/user-booking-details/9');
    const section = await screen.findByRole('region', { name: 'Receipts' });
    expect(
      await within(section).findByText('No receipts yet: one is made when the booking is paid.'),
    ).toBeInTheDocument();
  });

  it('staff see the receipts on the booking’s page too', async () => {
    await testApi.serve(
      receiptsApi(
        aBooking(8, {
          payment_method: 'venue',
          venue_paid: {
            method: 'cash',
            paid_at: '2026-12-01T19:05:00.000Z',
            taken_by: 'Ana Admin',
          },
        }),
        [aReceipt({ number: 'D-000008', kind: 'desk', method: 'cash', taken_by: 'Ana Admin' })],
      ),
    );
    logInAs('superAdmin');
    renderApp('/court-details/8');
    const section = await screen.findByRole('region', { name: 'Receipts' });
    expect(await within(section).findByText('Receipt D-000008 · $66.60')).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'Download receipt D-000008 (PDF)' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Paid at the desk · cash · .* by Ana Admin$/)).toBeInTheDocument();
  });
});
