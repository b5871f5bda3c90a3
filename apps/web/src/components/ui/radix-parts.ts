/**
 * The Radix primitives of what the first screen does not show open — menus, dialogs, sheets,
 * tooltips, checkboxes — in one module that loads on demand (`on-demand.tsx`): about a third of the
 * JavaScript of /app's first load otherwise.
 */
export { AlertDialog, Checkbox, Dialog, DropdownMenu, Tooltip } from 'radix-ui';
