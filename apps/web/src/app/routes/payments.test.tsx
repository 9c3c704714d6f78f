import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { PaymentMessages } from '@courtbook/shared';
import { AppProvider } from '../provider';
import { createRoutes } from '../router';
import { aBooking } from '../../test/bookings';
import {
  ok,
  refuse,
  apiServerPerTest,
  type RecordedRequest,
  type Reply,
  type TestApiServer,
} from '../../test/api-server';
import { checkoutReplies, checkoutSessionFor } from '../../test/checkout';
import { createTestQueryClient, logInAs, renderApp } from '../../test/render';

/** POST /payment-success/ keeps its outcome under `data` (the spec reads only its status). */
const verified = (data: object): Reply => ok({ data });

const booking = aBooking(41, {
  status: 'pending',
  payment_method: null,
  on_amount: '74.93',
  hold_expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
});
const session = checkoutSessionFor(booking);

vi.setConfig({ testTimeout: 30_000 });

const testApi = apiServerPerTest();
const serve = testApi.serve;

const checkoutApi = (confirm: Reply | ((request: RecordedRequest) => Reply) = ok({})) => ({
  ...checkoutReplies(booking),
  'POST /api/local-payments/confirm/': confirm,
  'POST /api/payment-success/': verified({
    status: 'succeeded',
    amount: '74.93',
    bookings: [booking],
    refund_reason: null,
  }),
});

const requestsTo = (api: TestApiServer, method: string, path: string) =>
  api.requests.filter((r) => r.method === method && r.url === path);

async function fillCard(user: UserEvent, number: string, expiry = '12/34', cvc = '123') {
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), expiry);
  await user.type(screen.getByLabelText('CVC'), cvc);
}

describe('/checkout-session', () => {
  it('explains a reload without a booking and links to My Bookings', async () => {
    const api = await serve({});
    logInAs('player');
    renderApp('/checkout-session');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    expect(screen.getByText(/no booking to pay for/)).toBeVisible();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'My Bookings' }),
    ).toHaveAttribute('href', '/user-bookings');
    expect(api.requests.filter((r) => r.url !== '/api/profile/')).toHaveLength(0);
  });

  it('sends staff to /bookings instead', async () => {
    await serve({});
    logInAs('superAdmin');
    renderApp('/checkout-session');
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'My Bookings' }),
    ).toHaveAttribute('href', '/bookings');
  });

  it('shows the server amount, the booking and the hold, checks the card, then pays once', async () => {
    const user = userEvent.setup();
    const api = await serve(
      checkoutApi(ok({ payment_intent_id: 'pi_local_41', status: 'succeeded' })),
    );
    logInAs('player');
    const { router } = renderApp({ pathname: '/checkout-session', state: { bookingId: 41 } });

    const pay = await screen.findByRole('button', { name: 'Pay $74.93' });
    expect(screen.getByTestId('amount-to-pay')).toHaveTextContent('$74.93');
    expect(screen.getByText('Greenlake Tennis Club')).toBeVisible();
    expect(screen.getByText('Court 1')).toBeVisible();
    expect(screen.getByText('Mon, Dec 7, 2026')).toBeVisible();
    expect(screen.getByText('6:00 PM – 7:30 PM')).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent(/(09|10):\d\d/);
    expect(screen.getByRole('note')).toHaveTextContent(/TEST payment/);
    expect(screen.getByRole('note')).toHaveTextContent('4000 0000 0000 0002 is declined');
    expect(JSON.parse(requestsTo(api, 'POST', '/api/create-checkout-session/')[0]!.body)).toEqual({
      booking_id: 41,
    });

    const number = screen.getByLabelText('Card number');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(screen.getByLabelText('CVC')).toHaveAttribute('autocomplete', 'cc-csc');

    await user.click(pay);
    expect(await screen.findByText(PaymentMessages.cardNumberIncomplete)).toBeVisible();
    expect(screen.getByText(PaymentMessages.expiryIncomplete)).toBeVisible();
    expect(screen.getByText(PaymentMessages.cvcIncomplete)).toBeVisible();
    await fillCard(user, '4242424242424241', '01/20', '12');
    await user.click(pay);
    expect(await screen.findByText(PaymentMessages.cardNumberInvalid)).toBeVisible();
    expect(screen.getByText(PaymentMessages.expiryPast)).toBeVisible();
    expect(requestsTo(api, 'POST', '/api/local-payments/confirm/')).toHaveLength(0);

    // The slash comes by itself after the month and can be deleted.
    const expiry = screen.getByLabelText('Expiry (MM/YY)');
    await user.clear(expiry);
    await user.type(expiry, '12');
    expect(expiry).toHaveValue('12/');
    await user.type(expiry, '{Backspace}');
    expect(expiry).toHaveValue('12');
    await user.type(expiry, '{Backspace}');
    expect(expiry).toHaveValue('1');

    await user.clear(number);
    await user.clear(expiry);
    await user.clear(screen.getByLabelText('CVC'));
    await fillCard(user, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    await user.click(pay);

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-success'));
    expect(router.state.location.search).toBe('?payment_intent=pi_local_41');
    expect(JSON.parse(requestsTo(api, 'POST', '/api/local-payments/confirm/')[0]!.body)).toEqual({
      client_secret: 'pi_local_41_secret_abc',
      card_number: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Successful' }),
    ).toBeVisible();
    expect(requestsTo(api, 'POST', '/api/local-payments/confirm/')).toHaveLength(1);
    expect(requestsTo(api, 'POST', '/api/create-checkout-session/')).toHaveLength(1);
  });

  it.each([
    ['4000 0000 0000 0002', PaymentMessages.cardDeclined],
    ['4000 0000 0000 9995', PaymentMessages.insufficientFunds],
  ])(
    'shows the refusal of %s under the form, then goes to /payment-cancel with it',
    async (card, message) => {
      const user = userEvent.setup();
      await serve(checkoutApi(refuse(402, message)));
      logInAs('player');
      const { router } = renderApp({ pathname: '/checkout-session', state: { bookingId: 41 } });
      const pay = await screen.findByRole('button', { name: 'Pay $74.93' });
      await fillCard(user, card);
      await user.click(pay);

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(screen.getByRole('button', { name: 'Pay $74.93' })).toBeDisabled();
      await waitFor(() => expect(router.state.location.pathname).toBe('/payment-cancel'), {
        timeout: 5000,
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Payment Failed' }),
      ).toBeVisible();
      expect(screen.getByText(PaymentMessages.failed)).toBeVisible();
      expect(screen.getByRole('note')).toHaveTextContent(message);
    },
  );

  it('says why a booking cannot be paid (the hold lapsed) and shows no card form', async () => {
    await serve({
      ...checkoutApi(),
      'POST /api/create-checkout-session/': refuse(409, PaymentMessages.holdExpired),
    });
    logInAs('player');
    renderApp({ pathname: '/checkout-session', state: { bookingId: 41 } });
    expect(await screen.findByRole('alert')).toHaveTextContent(PaymentMessages.holdExpired);
    expect(screen.getByRole('link', { name: 'Go to My Bookings' })).toHaveAttribute(
      'href',
      '/user-bookings',
    );
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('finds its booking after a reload (no navigation state) by ?booking=, and keeps it', async () => {
    const api = await serve(checkoutApi());
    logInAs('player');
    renderApp('/checkout-session?booking=41');
    expect(await screen.findByRole('button', { name: 'Pay $74.93' })).toBeVisible();
    expect(screen.getByText('Greenlake Tennis Club')).toBeVisible();
    expect(JSON.parse(requestsTo(api, 'POST', '/api/create-checkout-session/')[0]!.body)).toEqual({
      booking_id: 41,
    });
    expect(sessionStorage.getItem('courtbook.checkout-booking')).toBe('41');
  });

  it('uses Stripe Elements, loaded lazily, when Stripe is the provider', async () => {
    await serve({
      ...checkoutApi(),
      'GET /api/stripe_key/': ok({ provider: 'stripe', publishableKey: 'pk_test_123' }),
      'POST /api/create-checkout-session/': ok({ ...session, provider: 'stripe' }),
    });
    logInAs('player');
    renderApp({ pathname: '/checkout-session', state: { bookingId: 41 } });
    // Stripe.js cannot load here: its script is requested and the Pay button waits for it.
    expect(await screen.findByRole('button', { name: 'Pay $74.93' })).toBeDisabled();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByText(/TEST payment/)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('script[src^="https://js.stripe.com"]')).not.toBeNull(),
    );
  });
});

describe('/payment-success', () => {
  /** The success page of a payment refunded for `reason`, its booking now `bookingStatus`. */
  async function openRefundedPayment(reason: string, bookingStatus = booking.status) {
    await serve({
      'POST /api/payment-success/': verified({
        status: 'refunded',
        amount: '74.93',
        bookings: [{ ...booking, status: bookingStatus }],
        refund_reason: reason,
      }),
    });
    logInAs('player');
    renderApp('/payment-success?payment_intent=pi_local_41');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment refunded' }),
    ).toBeVisible();
  }

  it('verifies once, even under StrictMode, and links to My Bookings', async () => {
    const api = await serve(checkoutApi());
    logInAs('player');
    const queryClient = createTestQueryClient();
    const router = createMemoryRouter(createRoutes(queryClient), {
      initialEntries: ['/payment-success?payment_intent=pi_local_41&redirect_status=succeeded'],
    });
    render(
      <StrictMode>
        <AppProvider queryClient={queryClient} env="test">
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Checking your payment...' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Successful' }),
    ).toBeVisible();
    expect(screen.getByText(PaymentMessages.succeeded)).toBeVisible();
    expect(screen.getByText('Greenlake Tennis Club')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to My Bookings' })).toHaveAttribute(
      'href',
      '/user-bookings',
    );
    const verifications = requestsTo(api, 'POST', '/api/payment-success/');
    expect(verifications).toHaveLength(1);
    expect(JSON.parse(verifications[0]!.body)).toEqual({ payment_intent_id: 'pi_local_41' });
  });

  it('explains a refund when the court was taken after the hold lapsed', async () => {
    await openRefundedPayment('court_taken');
    expect(screen.getByText(PaymentMessages.refundedCourtTaken)).toBeVisible();
    expect(screen.getByText('Refunded')).toBeVisible();
  });

  it('says the club cancelled the booking when that is why the payment was refunded', async () => {
    await openRefundedPayment('cancelled', 'cancelled');
    expect(screen.getByText(PaymentMessages.refundedCancelled)).toBeVisible();
    expect(screen.queryByText(PaymentMessages.refundedCourtTaken)).not.toBeInTheDocument();
  });

  it('says the booking was given back when that is why the payment was refunded', async () => {
    await openRefundedPayment('given_back', 'expired');
    expect(screen.getByText(PaymentMessages.refundedGivenBack)).toBeVisible();
  });

  it('shows Payment Failed when the server cannot verify the payment', async () => {
    await serve({ 'POST /api/payment-success/': refuse(402, PaymentMessages.failed) });
    logInAs('player');
    renderApp('/payment-success?payment_intent=pi_local_41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
    expect(screen.getByText(PaymentMessages.failed)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/');
  });

  it('shows Payment Failed without asking the server when the parameter is missing', async () => {
    const api = await serve({});
    logInAs('player');
    renderApp('/payment-success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
    expect(requestsTo(api, 'POST', '/api/payment-success/')).toHaveLength(0);
  });

  it('asks a logged-out visitor to log in instead of verifying', async () => {
    const api = await serve({});
    renderApp('/payment-success?payment_intent=pi_local_41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/user-login');
    expect(requestsTo(api, 'POST', '/api/payment-success/')).toHaveLength(0);
  });
});

describe('/payment-cancel', () => {
  it('says Payment Failed and offers Try Again to /', async () => {
    await serve({});
    renderApp('/payment-cancel');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
    const main = screen.getByRole('main');
    expect(within(main).getByText(PaymentMessages.failed)).toBeVisible();
    expect(within(main).getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('offers Back to your booking while the hold lasts', async () => {
    await serve({ 'GET /api/court-bookings/41/': ok(booking) });
    logInAs('player');
    sessionStorage.setItem('courtbook.checkout-booking', '41');
    renderApp('/payment-cancel');
    expect(await screen.findByRole('link', { name: 'Back to your booking' })).toHaveAttribute(
      'href',
      '/checkout-session?booking=41',
    );
    expect(screen.getByRole('link', { name: 'Try Again' })).toBeVisible();
  });

  it('offers no way back once the hold has lapsed', async () => {
    const api = await serve({
      'GET /api/court-bookings/41/': ok({
        ...booking,
        status: 'expired',
        hold_expires_at: null,
      }),
    });
    logInAs('player');
    sessionStorage.setItem('courtbook.checkout-booking', '41');
    renderApp('/payment-cancel');
    await screen.findByRole('heading', { level: 1, name: 'Payment Failed' });
    await waitFor(() => expect(requestsTo(api, 'GET', '/api/court-bookings/41/')).toHaveLength(1));
    // The answer has arrived: the page has settled without the link.
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('link', { name: 'Back to your booking' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Try Again' })).toBeVisible();
  });
});
