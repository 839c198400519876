import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unzip, zip } from './privacy.zip.ts';

const hasPython = (() => {
  try {
    execFileSync('python3', ['--version']);
    return true;
  } catch {
    return false;
  }
})();

describe('zip', () => {
  it('writes an archive that reads back entry by entry, names in UTF-8 included', () => {
    const entries = [
      { name: 'daten.json', data: Buffer.from(JSON.stringify({ name: 'Jürgen' })) },
      { name: 'dateien/1-lebenslauf.pdf', data: Buffer.alloc(5000, 7) },
    ];
    const back = unzip(zip(entries));
    expect(back.map((e) => e.name)).toEqual(['daten.json', 'dateien/1-lebenslauf.pdf']);
    expect(back[0].data.toString()).toBe('{"name":"Jürgen"}');
    expect(back[1].data.equals(entries[1].data)).toBe(true);
  });

  it.skipIf(!hasPython)('is a valid archive for other tools (python zipfile tests the CRCs)', () => {
    const file = path.join(os.tmpdir(), `oabat-zip-${process.pid}.zip`);
    fs.writeFileSync(
      file,
      zip([
        { name: 'a.txt', data: Buffer.from('hallo') },
        { name: 'b/c.txt', data: Buffer.from('welt') },
      ]),
    );
    const out = execFileSync('python3', ['-c', 'import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); print(z.testzip(), z.read("b/c.txt").decode())', file])
      .toString()
      .trim();
    fs.rmSync(file);
    expect(out).toBe('None welt');
  });
});
