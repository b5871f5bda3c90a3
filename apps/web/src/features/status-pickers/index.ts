// The status-pickers feature's public surface (badge and the three pickers); screens import from here only.
export { StatusBadge } from './components/status-badge';
export { StatusPills, StatusToggle, type StatusToggleSize } from './components/status-radio-group';
export { StatusSelect } from './components/status-select';
export type { StatusPickerProps } from './components/picker-props';
export { STATUS_ICONS, statusTone, type StatusTone } from './status-appearance';
export { statusPickersLocales } from './locales';
