export type { ChipGroupProps, ChipOption } from './ChipGroup.tsx';
export { ChipGroup } from './ChipGroup.tsx';
