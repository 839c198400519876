// Work done at start-up after migrations, in order: reference data, then demo data. Each task is
// idempotent and cheap when already done, so a restart stays fast.
import type { StartupTask } from '../lib/startup-task.ts';
import { cleanupAccounts } from './accounts/accounts.startup.ts';
import { importReferenceDataTask } from './places/places.import.ts';
import { seedDemoTask } from './demo/demo.seed.ts';
import { seedMaterialsDemoTask } from './materials/materials.demo.ts';
import { seedVideosDemoTask } from './videos/videos.demo.ts';

export const startupTasks: StartupTask[] = [cleanupAccounts, importReferenceDataTask, seedDemoTask, seedMaterialsDemoTask, seedVideosDemoTask];
