export * from './common';
export * from './task';
export * from './assistant';
export * from './sync';
