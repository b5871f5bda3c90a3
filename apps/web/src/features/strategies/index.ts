/** Strategies (strategic directions): their reads, cache adapter, mutations and the /strategy screen's UI. */
export { useStrategies, getStrategies } from './api/get-strategies';
export { useStrategyMutations, type StrategyMutations } from './api/use-strategy-mutations';
export { StrategiesBoard } from './components/strategies-board';
