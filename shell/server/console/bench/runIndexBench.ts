/** `node --import tsx server/console/bench/runIndexBench.ts` (in shell/): runs the index bench and prints its report as one JSON line. */
import { benchIndex } from './indexBench';

benchIndex().then(
  (report) => {
    process.stdout.write(`${JSON.stringify(report)}\n`);
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
