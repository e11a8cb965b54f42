export type { TableColumn, TableProps } from './Table.tsx';
export { Table } from './Table.tsx';
