// Prints each locale's translation coverage against English; `--strict` exits 1 below 100 %.
import { measureCoverage } from '../src/coverage.ts';

const results = await measureCoverage();
const strict = process.argv.includes('--strict');
let incomplete = false;
process.stdout.write('locale   coverage   missing  same-as-en  bad-placeholders\n');
for (const r of results) {
  const percent = ((r.translated / r.total) * 100).toFixed(1).padStart(6);
  process.stdout.write(
    `${r.tag.padEnd(8)} ${percent} %   ${String(r.missing.length).padStart(7)}  ${String(r.sameAsEnglish.length).padStart(10)}  ${String(r.placeholderMismatches.length).padStart(16)}\n`,
  );
  if (r.translated < r.total || r.placeholderMismatches.length > 0) incomplete = true;
  if (process.argv.includes('--verbose')) {
    for (const key of [...r.missing, ...r.sameAsEnglish, ...r.placeholderMismatches])
      process.stdout.write(`    ${key}\n`);
  }
}
if (strict && incomplete) process.exit(1);
