export * from './constants';
export * from './errors';
export * from './mvd';
export * from './priority';
export * from './settings';
export * from './task-status';
export * from './task-validation';
