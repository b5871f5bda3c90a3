export * from './common';
export * from './task';
