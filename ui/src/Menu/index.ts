export type { MenuItem, MenuProps } from './Menu.tsx';
export { Menu } from './Menu.tsx';
