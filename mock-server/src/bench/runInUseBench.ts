/** `node --import tsx src/bench/runInUseBench.ts`: runs the in-use bench and prints its report as one JSON line. */
import { benchInUse } from './inUseBench';

benchInUse().then(
  (report) => {
    process.stdout.write(`${JSON.stringify(report)}\n`);
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
