/**
 * The priority matrix (/priorities): the four Eisenhower quadrants with drag and drop (dnd-kit) and a
 * "Move to…" menu. It reads no data itself: the screen hands it the tasks and the change to make.
 */
export { PriorityMatrix, type PriorityMatrixProps } from './components/priority-matrix';
