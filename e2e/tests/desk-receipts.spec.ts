import { readFile } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';
import { noSidewaysScroll } from '../fixtures/booking';
import { dateIn, startSession } from '../fixtures/bookings';
import { checkLightAndDark } from '../fixtures/looks';
import { pdfPictures, readPdf } from '../fixtures/pdf';
import { expect, test } from '../fixtures/test';

// The journey's own club: court 2 at $40.00 an hour, tax 8 %; paid at the club, no card fee: an
// hour is $43.20.
test.use({
  clubPlan: {
    timeZone: 'America/New_York',
    taxPercent: '8.00',
    cardFeePercent: '3.00',
    courts: { 2: '40.00' },
  },
});

const sheet = (page: Page) => page.getByRole('table', { name: /^Day sheet for / });

/** The report's card of money to be paid at the club, for the journey's club. */
async function venueMoney(page: Page, clubName: string) {
  await page.goto('/reporting');
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: clubName, exact: true }).click();
  return page.getByTestId('card-venue-revenue');
}

/** Axe and screenshots in light and dark at 1280 px, then at 360 px (a phone). */
async function checkLooks(page: Page, testInfo: TestInfo, name: string) {
  await checkLightAndDark(page, testInfo, { prefix: 'receipts', name });
  await page.setViewportSize({ width: 360, height: 740 });
  await noSidewaysScroll(page);
  await checkLightAndDark(page, testInfo, { prefix: 'receipts', name: `${name}-360` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('staff mark a walk-in paid from the day sheet: the report moves it to collected, and its receipt PDF reads right', async ({
  page,
  club,
}, testInfo) => {
  test.slow();
  const date = dateIn(7, club.timeZone);
  await page.setViewportSize({ width: 1280, height: 900 });
  await startSession(page, club.staff);
  await page.goto(`/court-schedule?location=${club.id}&date=${date}`);

  // A walk-in at the desk: court 2 at 7 PM for an hour, to be paid at the club.
  await sheet(page).getByRole('button', { name: 'Book Court 2 at 7:00 PM' }).click();
  const book = page.getByRole('dialog', { name: 'Book Court 2 at 7:00 PM' });
  await book.getByText('Walk-in', { exact: true }).click();
  await book.getByLabel('First name').fill('Wendy');
  await book.getByLabel('Last name').fill('Walker');
  await book.getByLabel('Phone').fill('+1 215 555 0142');
  await book.getByRole('button', { name: 'Confirm, pay at the club' }).click();
  await expect(book).toBeHidden();
  const walkIn = sheet(page).getByRole('button', {
    name: /^Court 2, 7:00 PM – 8:00 PM: Wendy Walker \(walk-in\), confirmed, pay at the club/,
  });
  await expect(walkIn).toBeVisible();

  // Before: all of it still due.
  await expect(await venueMoney(page, club.name)).toHaveText('$43.20');
  await expect(page.getByText('Collected $0.00 · Outstanding $43.20')).toBeVisible();

  // At the desk: the walk-in pays cash.
  await page.goto(`/court-schedule?location=${club.id}&date=${date}`);
  await walkIn.click();
  const details = page.getByRole('dialog', { name: 'Wendy Walker' });
  await details.getByRole('button', { name: 'Mark paid' }).click();
  const ask = page.getByRole('dialog', { name: 'Mark paid at the club' });
  await expect(ask).toContainText('Paid at the desk for Wendy Walker: Court 2, 7:00 PM – 8:00 PM');
  await ask.getByRole('radio', { name: 'Cash' }).check();
  await checkLooks(page, testInfo, 'mark-paid-dialog');
  await ask.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText('Booking marked paid.')).toBeVisible();
  await expect(ask).toHaveCount(0);
  await walkIn.click();
  await expect(details).toContainText(/Paid at the desk · cash · .+ by \S+/);
  await expect(details.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);

  // After: collected, nothing outstanding.
  await page.goto(`/court-schedule?location=${club.id}&date=${date}`);
  await walkIn.click();
  await details.getByRole('link', { name: 'Open booking' }).click();
  const receipts = page.getByRole('region', { name: 'Receipts' });
  await expect(receipts).toContainText(/Receipt D-\d{6} · \$43\.20/);
  await expect(receipts).toContainText('Cash at the desk');
  await checkLooks(page, testInfo, 'booking-receipts');

  // The receipt, downloaded as the browser saves it, read and drawn.
  const downloading = page.waitForEvent('download');
  await receipts.getByRole('button', { name: /^Download receipt D-\d{6} \(PDF\)$/ }).click();
  const download = await downloading;
  const number = /^receipt-(D-\d{6})\.pdf$/.exec(download.suggestedFilename())?.[1];
  expect(number).toBeDefined();
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const { pages, text } = await readPdf(await readFile(file));
  expect(pages).toBe(1);
  for (const part of [
    'RECEIPT',
    `No. ${number}`,
    club.name,
    'Billed to Wendy Walker',
    'Payment method Cash at the desk',
    'Court 2',
    '7:00 PM – 8:00 PM (1 hour)',
    'Court fees $40.00',
    'Tax $3.20',
    'Card fee $0.00',
    'Total paid $43.20',
  ]) {
    expect(text).toContain(part);
  }
  if (await pdfPictures(file)) {
    await testInfo.attach('receipt', {
      path: file.replace(/\.pdf$/, '-1.png'),
      contentType: 'image/png',
    });
  }

  await expect(await venueMoney(page, club.name)).toHaveText('$43.20');
  await expect(page.getByText('Collected $43.20 · Outstanding $0.00')).toBeVisible();
});
