import { activitySuite } from './activity.suite.ts';

activitySuite('activity', 'sqlite');
