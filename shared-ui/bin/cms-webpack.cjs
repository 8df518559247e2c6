#!/usr/bin/env node
// Runs a package's webpack.config.ts through the shared runner (build | dev). tsx lets the config stay TypeScript.
require('tsx/cjs/api').register();
const { runCli } = require('../src/federation/runner.ts');
runCli(process.argv.slice(2), process.cwd()).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
