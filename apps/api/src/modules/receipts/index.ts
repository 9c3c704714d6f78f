/**
 * The receipts module's public interface: a receipt for each card payment, payment at the desk
 * and refund (decision 0052), and the PDF an email carries.
 */
export type { ReceiptSource, ReceiptsService } from './receipts.service';
