import { runBackupTool } from './src/migrate/backup-cli.js';

await runBackupTool('restore', process.argv.slice(2));
