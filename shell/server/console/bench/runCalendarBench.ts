/** `node --import tsx server/console/bench/runCalendarBench.ts` (in shell/): runs the calendar bench and prints its report as one JSON line. */
import { benchCalendar } from './calendarBench';

benchCalendar().then(
  (report) => {
    process.stdout.write(`${JSON.stringify(report)}\n`);
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
