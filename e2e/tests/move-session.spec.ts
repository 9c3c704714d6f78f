import type { Page, TestInfo } from '@playwright/test';
import { noSidewaysScroll } from '../fixtures/booking';
import { book, dateIn, setStatus, startSession } from '../fixtures/bookings';
import { checkLightAndDark } from '../fixtures/looks';
import { waitForMail } from '../fixtures/mailbox';
import { expect, test } from '../fixtures/test';

// The journey's own club: four courts at $25.00 an hour, open all day (fixtures/clubs.ts).
test.use({ playerName: 'Morgan' });

const sheet = (page: Page) => page.getByRole('table', { name: /^Day sheet for / });

/** The calendar file of a "has moved" email: its one event's UID, SEQUENCE and METHOD. */
function calendarOf(mail: { attachments: { contentType: string; content: string }[] }) {
  const ics = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  if (!ics) throw new Error('no calendar file attached');
  const field = (name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(ics.content)?.[1]?.trim();
  return {
    method: field('METHOD'),
    uid: field('UID'),
    sequence: field('SEQUENCE'),
    events: ics.content.match(/BEGIN:VEVENT/g)?.length ?? 0,
  };
}

/** Axe and screenshots in light and dark at 1280 px, then at 360 px (a phone). */
async function checkLooks(page: Page, testInfo: TestInfo, name: string) {
  await checkLightAndDark(page, testInfo, { prefix: 'move', name });
  await page.setViewportSize({ width: 360, height: 740 });
  await noSidewaysScroll(page);
  await checkLightAndDark(page, testInfo, { prefix: 'move', name: `${name}-360` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('staff move a session on the day sheet, by the Move dialog and by dragging; the player’s calendar follows', async ({
  page,
  request,
  club,
  player,
}, testInfo) => {
  test.slow();
  const date = dateIn(5, club.timeZone);
  const [booking] = await book(request, player.login, {
    location: club.id,
    court_id: club.courts.get(1)!,
    booking_date: date,
    start_time: '18:00',
    end_time: '19:00',
    book_for_four_weeks: false,
    total_price: '25.00',
  });
  const id = booking!.booking_id;
  await setStatus(request, club.staff, id, 'confirmed');

  await page.setViewportSize({ width: 1280, height: 900 });
  await startSession(page, club.staff);
  await page.goto(`/court-schedule?location=${club.id}&date=${date}`);
  const name = `${player.firstName} Booker`;
  await sheet(page)
    .getByRole('button', { name: new RegExp(`^Court 1, 6:00 PM – 7:00 PM: ${name}`) })
    .click();
  await page.getByRole('dialog', { name }).getByRole('button', { name: 'Move' }).click();

  // The Move dialog: court 3 at 8 PM for the hour, the same price.
  const dialog = page.getByRole('dialog', { name: `Move ${name}'s session` });
  await expect(dialog).toContainText('Now: Court 1');
  await dialog.getByRole('combobox', { name: 'Court' }).click();
  await page.getByRole('option', { name: 'Court 3' }).click();
  await dialog.getByRole('combobox', { name: 'Start' }).click();
  await page.getByRole('option', { name: '8:00 PM', exact: true }).click();
  await expect(dialog.getByRole('combobox', { name: 'Length' })).toHaveValue('1 hour');
  await expect(dialog.getByRole('status')).toContainText('Same price as booked.');
  await checkLooks(page, testInfo, 'dialog');
  const since = new Date();
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(dialog).toBeHidden();
  const moved = sheet(page).getByRole('button', {
    name: new RegExp(`^Court 3, 8:00 PM – 9:00 PM: ${name}, confirmed`),
  });
  await expect(moved).toBeVisible();
  await expect(sheet(page).getByRole('button', { name: 'Book Court 1 at 6:00 PM' })).toBeVisible();

  const first = await waitForMail(player.email, /has moved/, since);
  expect(first.text).toContain(`has moved your booking ${id}`);
  expect(first.text).toMatch(/From: Court 1, .*6:00 PM to 7:00 PM/);
  expect(first.text).toMatch(/To: Court 3, .*8:00 PM to 9:00 PM/);
  expect(calendarOf(first)).toEqual({
    method: 'PUBLISH',
    uid: `booking-${id}@arisecourt`,
    sequence: '1',
    events: 1,
  });

  // Dragged to court 2 at 7 PM: the same dialog asks to confirm, with the price.
  const since2 = new Date();
  await moved.dragTo(sheet(page).getByRole('button', { name: 'Book Court 2 at 7:00 PM' }));
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Court' })).toHaveValue('Court 2');
  await expect(dialog.getByRole('combobox', { name: 'Start' })).toHaveValue('7:00 PM');
  await expect(dialog.getByRole('status')).toContainText('Same price as booked.');
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    sheet(page).getByRole('button', {
      name: new RegExp(`^Court 2, 7:00 PM – 8:00 PM: ${name}, confirmed`),
    }),
  ).toBeVisible();
  const second = await waitForMail(player.email, /has moved/, since2);
  expect(second.text).toMatch(/To: Court 2, .*7:00 PM to 8:00 PM/);
  expect(calendarOf(second)).toMatchObject({ uid: `booking-${id}@arisecourt`, sequence: '2' });
});
