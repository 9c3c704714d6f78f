/**
 * The availability module's public interface: the day's slots and the location's clock, which
 * bookings and the day sheet share.
 */
export { baseSlots, courtSlots, dayHalfHours, localDayOf, slotSpan } from './day-slots';
export { bookedDates, earliestStart, horizonProblem, sessionInstants } from './memoized-time-rules';
