export * from './common';
export * from './task';
export * from './assistant';
export * from './sync';
export * from './mind-map';
export * from './planning';
export * from './user';
