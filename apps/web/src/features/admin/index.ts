// What other features and the app may use from admin; everything else in this folder is its own.
export { isAdmin, useRoles, type Roles } from './useRoles.ts';
