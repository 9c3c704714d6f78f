import { book, dateIn, payByCard, startSession } from '../fixtures/bookings';
import { checkFourLooks } from '../fixtures/looks';
import { expect, test } from '../fixtures/test';

// The club's court 3 is $40.00 an hour, tax 8 %, card fee 3 %: one session of an hour is $44.40,
// a weekly series of four $177.60.
test.use({
  clubPlan: {
    timeZone: 'America/New_York',
    taxPercent: '8.00',
    cardFeePercent: '3.00',
    courts: { 3: '40.00' },
  },
});

test('staff cancel one session of a paid series with its share refunded, then refund part more; the player reads each', async ({
  page,
  request,
  club,
}, testInfo) => {
  // Two pages, a dialog and four looks of each: longer than one journey's minute on a busy box.
  test.slow();
  const { login: player } = await club.addPlayer('Avery');
  const series = await book(request, player, {
    location: club.id,
    court_id: club.courts.get(3)!,
    booking_date: dateIn(9, club.timeZone),
    start_time: '17:00:00',
    end_time: '18:00:00',
    book_for_four_weeks: true,
    total_price: '160.00',
  });
  await payByCard(request, player, series[0]!.booking_id);
  const second = series[1]!;
  const secondDay = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${second.booking_date}T12:00:00Z`));

  await startSession(page, club.staff);
  await page.goto(`/court-details/${second.booking_id}`);
  await page
    .getByRole('button', { name: `Cancel booking ${second.booking_id} of Avery Booker` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
  // The whole series by default, all that is left of the card payment refunded.
  await expect(dialog.getByRole('radio', { name: 'The whole series (4 of 4)' })).toBeChecked();
  await expect(
    dialog.getByRole('checkbox', { name: 'Refund the card payment ($177.60)' }),
  ).toBeChecked();
  await dialog.getByRole('radio', { name: 'This session (1 of 4)' }).check();
  await expect(dialog).toContainText('This session is cancelled; the other 3 stay booked:');
  await expect(dialog.getByRole('listitem')).toHaveText([secondDay]);
  await expect(
    dialog.getByRole('checkbox', { name: "Refund this session's share ($44.40)" }),
  ).toBeChecked();
  await checkFourLooks(page, testInfo, {
    prefix: 'partial-refunds',
    name: 'cancel-session-dialog',
  });
  await dialog.getByRole('button', { name: 'Cancel session' }).click();
  await expect(page.getByText('Cancelled, and $44.40 refunded to the card.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('[data-status="cancelled"]')).toBeVisible();
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText(`Session on ${secondDay} cancelled by the club`);

  // A part refund more, with its reason: at most what is left ($133.20).
  await page
    .getByRole('button', { name: `Refund booking ${second.booking_id} of Avery Booker` })
    .click();
  const refund = page.getByRole('dialog', { name: 'Refund the card payment' });
  await expect(refund).toContainText('At most $133.20');
  const amount = refund.getByRole('textbox', { name: 'Amount' });
  await amount.fill('150');
  await refund.getByRole('textbox', { name: 'Reason' }).fill('Floodlights failed for half an hour');
  await refund.getByRole('button', { name: 'Refund' }).click();
  // Over what is left: the server's refusal in the dialog, which stays open.
  await expect(refund.getByRole('alert')).toHaveText(
    'You can refund at most $133.20: that is what is left of the card payment.',
  );
  await amount.fill('10');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Refunded $10.00 to the card.')).toBeVisible();
  await expect(refund).toHaveCount(0);
  await expect(payment).toContainText('Floodlights failed for half an hour');
  await expect(page.getByRole('region', { name: 'History' })).toContainText(
    'Card payment refunded',
  );

  // The player's Booking Details (of a session still on) show both refunds and the cancelled date.
  await startSession(page, player, club.location);
  await page.goto(`/user-booking-details/${series[0]!.booking_id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Details' })).toBeVisible();
  const paid = page.getByRole('region', { name: 'Payment' });
  const refunds = paid.locator('dt', { hasText: 'Refunded to the card' }).locator('+ dd');
  await expect(refunds).toContainText('$44.40 on');
  await expect(refunds).toContainText(`Session on ${secondDay} cancelled by the club`);
  await expect(refunds).toContainText('$10.00 on');
  await expect(refunds).toContainText('Floodlights failed for half an hour');
  await expect(page.getByRole('region', { name: 'Date and time' })).toContainText(
    `${secondDay} · cancelled`,
  );
  await checkFourLooks(page, testInfo, { prefix: 'partial-refunds', name: 'player-details' });
});
