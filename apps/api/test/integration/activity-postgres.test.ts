import { activitySuite } from './activity.suite.ts';

activitySuite('activity (PostgreSQL store)', 'postgres');
