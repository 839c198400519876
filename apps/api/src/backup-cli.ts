// npm run backup -- [folder]   and   npm run restore -- <folder>: see backup.ts and docs/operate/backups.md.
import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { backup, BackupError, restore } from './backup.ts';

const [command, arg] = process.argv.slice(2);
try {
  const config = loadConfig();
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const target = path.resolve(arg ?? path.join(process.env.BACKUP_DIR ?? path.join(config.repoRoot, 'backups'), `oabat-${stamp}`));
    const m = await backup(config, target);
    console.log(`Sicherung (${m.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}${m.uploads ? ' und Uploads' : ''}) in ${target}${m.note ? `\n${m.note}` : ''}`);
  } else if (command === 'restore' && arg) {
    const m = await restore(config, path.resolve(arg));
    console.log(`Wiederhergestellt aus ${path.resolve(arg)} (Sicherung vom ${m.created_at}).`);
  } else {
    console.error('Aufruf: npm run backup -- [Zielordner]  |  npm run restore -- <Sicherungsordner>');
    process.exit(2);
  }
} catch (err) {
  if (err instanceof BackupError || err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
