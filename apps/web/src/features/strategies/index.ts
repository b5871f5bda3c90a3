/** Strategies (strategic directions): read-only so far — their screen comes with the planning issue. */
export { useStrategies, getStrategies } from './api/get-strategies';
