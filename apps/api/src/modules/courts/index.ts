/** The courts module's public interface: a court's hourly fee, which prices start from. */
export { feeCents } from './court-dto';
