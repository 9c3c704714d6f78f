import { RECEIPT_METHOD_LABELS, type Receipt } from '@courtbook/shared';
import PDFDocument from 'pdfkit';
import { PRODUCT } from '../../lib/email/messages';

const INK = '#1f2933';
const MUTED = '#5f6b7a';
const RULE = '#d5dbe1';
const ACCENT = '#1c7c54';

const PAGE = { size: 'LETTER' as const, margin: 56 };
/** Letter is 612 points wide: the body is 500 between the margins, amounts right-aligned. */
const WIDTH = 612 - 2 * PAGE.margin;
const AMOUNT_WIDTH = 110;
const DESCRIPTION_WIDTH = WIDTH - AMOUNT_WIDTH - 16;

function moneyIn(currency: string) {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  } catch {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  }
  return (amount: string) => format.format(Number(amount));
}

const issuedIn = (timeZone: string, iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));

const TITLES: Record<Receipt['kind'], string> = {
  payment: 'Receipt',
  desk: 'Receipt',
  refund: 'Refund receipt',
};

/**
 * The receipt as a one-page PDF, in the standard fonts PDF readers carry (nothing embedded, no
 * network): the club and its address, who paid, each line, the tax and card fee, the total and
 * how it was paid. `timeZone` is the club's, for the date.
 */
export function receiptPdf(receipt: Receipt, timeZone: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    info: {
      Title: `${TITLES[receipt.kind]} ${receipt.number}`,
      Author: receipt.club.name,
      Creator: PRODUCT,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const money = moneyIn(receipt.currency);
  const left = PAGE.margin;
  const right = left + WIDTH;
  const rule = (y: number, color = RULE) =>
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.75).strokeColor(color).stroke();

  // The club, and what this is.
  const top = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor(INK)
    .text(receipt.club.name, left, top, {
      width: WIDTH * 0.6,
    });
  doc.font('Helvetica').fontSize(9.5).fillColor(MUTED);
  for (const line of [...receipt.club.address, receipt.club.phone, receipt.club.email]) {
    if (line.trim()) doc.text(line, { width: WIDTH * 0.6 });
  }
  const clubBottom = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(ACCENT)
    .text(TITLES[receipt.kind].toUpperCase(), left, top, { width: WIDTH, align: 'right' });
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  doc.text(`No. ${receipt.number}`, { width: WIDTH, align: 'right' });
  doc
    .fillColor(MUTED)
    .text(issuedIn(timeZone, receipt.issued_at), { width: WIDTH, align: 'right' });
  doc.y = Math.max(clubBottom, doc.y) + 18;
  rule(doc.y);
  doc.moveDown(1);

  // Who paid, for what, and how.
  const facts: [string, string][] = [
    [receipt.kind === 'refund' ? 'Refunded to' : 'Billed to', receipt.player.name],
    ...(receipt.player.email ? [['Email', receipt.player.email] as [string, string]] : []),
    ['Booking', `#${receipt.booking_id}`],
    ['Payment method', RECEIPT_METHOD_LABELS[receipt.method]],
    ...(receipt.taken_by ? [['Taken by', receipt.taken_by] as [string, string]] : []),
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, left, y, { width: 120 });
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(value, left + 120, y, { width: WIDTH - 120 });
    doc.moveDown(0.35);
  }
  doc.moveDown(1);

  // The lines.
  const headY = doc.y;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
  doc.text('DESCRIPTION', left, headY, { width: DESCRIPTION_WIDTH, characterSpacing: 0.5 });
  doc.text('AMOUNT', right - AMOUNT_WIDTH, headY, {
    width: AMOUNT_WIDTH,
    align: 'right',
    characterSpacing: 0.5,
  });
  doc.moveDown(0.4);
  rule(doc.y, INK);
  doc.moveDown(0.6);
  for (const line of receipt.lines) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(10.5).fillColor(INK);
    doc.text(money(line.amount), right - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' });
    doc.text(line.description, left, y, { width: DESCRIPTION_WIDTH });
    doc.font('Helvetica').fontSize(9.5).fillColor(MUTED).text(line.detail, {
      width: DESCRIPTION_WIDTH,
    });
    doc.moveDown(0.5);
    rule(doc.y);
    doc.moveDown(0.6);
  }

  // The totals, right-aligned under the amounts.
  const totalsLeft = right - 240;
  const amountRow = (label: string, value: string, strong = false) => {
    const y = doc.y;
    doc
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(strong ? 12 : 10)
      .fillColor(strong ? INK : MUTED)
      .text(label, totalsLeft, y, { width: 130 });
    doc
      .fillColor(INK)
      .text(value, right - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' });
    doc.moveDown(0.4);
  };
  doc.moveDown(0.2);
  if (receipt.court_fees !== null) amountRow('Court fees', money(receipt.court_fees));
  if (receipt.tax !== null) amountRow('Tax', money(receipt.tax));
  if (receipt.card_fee !== null) amountRow('Card fee', money(receipt.card_fee));
  doc.moveDown(0.2);
  doc.moveTo(totalsLeft, doc.y).lineTo(right, doc.y).lineWidth(0.75).strokeColor(INK).stroke();
  doc.moveDown(0.5);
  amountRow(
    receipt.kind === 'refund' ? 'Total refunded' : 'Total paid',
    money(receipt.total),
    true,
  );

  // A word of thanks, and what the document is.
  doc.moveDown(2.5);
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(
      receipt.kind === 'refund'
        ? 'The refund goes back to the card that paid; it can take a few days to show on the statement.'
        : `Thank you for playing at ${receipt.club.name}.`,
      left,
      doc.y,
      { width: WIDTH, align: 'center' },
    );
  doc.text(`${PRODUCT} · receipt ${receipt.number}`, { width: WIDTH, align: 'center' });

  doc.end();
  return done;
}
