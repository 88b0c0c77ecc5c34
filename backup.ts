import { runBackupTool } from './src/migrate/backup-cli.js';

await runBackupTool('backup', process.argv.slice(2));
