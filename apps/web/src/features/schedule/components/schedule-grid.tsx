import { VisuallyHidden } from '@mantine/core';
import type { CourtSchedule, ScheduleEntry } from '@courtbook/shared';
import { courtCells, freeRun, sheetRows } from '../lib/sheet-layout';
import { slotLabel } from '../lib/format';
import { EntryCell, SlotCell } from './schedule-cell';
import classes from './schedule-grid.module.css';

export interface ScheduleGridProps {
  sheet: CourtSchedule;
  /** The courts shown (on a phone, one at a time); every court when undefined. */
  courtIds?: readonly number[];
  caption: string;
  onOpenEntry: (entry: ScheduleEntry) => void;
  onBook: (courtId: number, slot: number) => void;
}

/** Courts as columns, half hours as rows: who holds each court, and free cells to book. */
export function ScheduleGrid({ sheet, courtIds, caption, onOpenEntry, onBook }: ScheduleGridProps) {
  const rows = sheetRows(sheet);
  const cells = courtCells(sheet, rows);
  const columns = sheet.courts
    .map((court, index) => ({ court, cells: cells[index]! }))
    .filter(({ court }) => !courtIds || courtIds.includes(court.court_id));

  return (
    <div className={classes.scroller} tabIndex={0} role="region" aria-label={caption}>
      <table className={classes.table}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            {columns.map(({ court }) => (
              <th key={court.court_id} scope="col">
                Court {court.court_number}
                {court.is_active ? '' : ' (out of use)'}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((slot, rowIndex) => (
            <tr key={slot}>
              <th scope="row">{slotLabel(slot)}</th>
              {columns.map(({ court, cells: courtRow }) => {
                const cell = courtRow[rowIndex]!;
                const courtName = `Court ${court.court_number}`;
                if (cell.kind === 'covered') return null;
                if (cell.kind === 'entry') {
                  return (
                    <td key={court.court_id} rowSpan={cell.rows}>
                      <EntryCell entry={cell.entry} courtName={courtName} onOpen={onOpenEntry} />
                    </td>
                  );
                }
                return (
                  <td key={court.court_id}>
                    <SlotCell
                      slot={cell.slot}
                      state={cell.state}
                      courtName={courtName}
                      freeFor={freeRun(court.slots, cell.slot)}
                      onBook={(start) => onBook(court.court_id, start)}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
