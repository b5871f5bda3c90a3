// The system Chromium and its flags: written once, in bench/chromium.mjs, for the benchmarks and these tests.
export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../bench/chromium.mjs';
