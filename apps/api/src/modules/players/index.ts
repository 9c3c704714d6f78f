/**
 * The players module's public interface: what other modules may use. Anything else in this folder
 * is its own (lint enforces it).
 */
export { walkInPlayer } from './walk-in-players.repository';
